import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** docs/api/changes.md#history: tags, nomenclatures, badges, companies, contacts and template objects keep theirs too. */
describeEachBackend('history of every kind', (backend) => {
  const t = useTestApp(backend);

  const send = async (method: string, path: string, body?: unknown) => {
    const response = await t.request(method, path, { token: t.admin, json: body });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.status === 204 ? undefined : json(response);
  };
  const types = async (path: string) =>
    (await json(await t.request('GET', `${path}/history`, { token: t.admin }))).map(
      (entry: { type: string }) => entry.type,
    );

  for (const [resource, path, singular] of [
    ['tags', '/api/v1/tag', 'tag'],
    ['nomenclatures', '/api/v1/nomenclature', 'nomenclature'],
    ['badges', '/api/v1/badge', 'badge'],
    ['companies', '/api/v1/company', 'company'],
  ] as const) {
    it(`when a ${singular} is created, imported over, changed and deleted, then its history tells all four (${resource})`, async () => {
      const created = await send('POST', path, { code: 'c-1', label: 'One' });
      await send('POST', `${path}/import.json`, [{ code: 'c-1', label: 'Imported' }]);
      await send('PUT', `${path}/${created.id}`, { code: 'c-1', label: 'Changed' });
      await send('DELETE', `${path}/${created.id}`);
      expect(await types(`${path}/${created.id}`)).toEqual([
        `${singular}.deleted`,
        `${singular}.updated`,
        `${singular}.updated`,
        `${singular}.created`,
      ]);
      const [deleted, changed, imported] = await json(
        await t.request('GET', `${path}/${created.id}/history`, { token: t.admin }),
      );
      expect(imported.changes).toEqual([{ field: 'label', before: 'One', after: 'Imported' }]);
      expect(changed.changes).toEqual([{ field: 'label', before: 'Imported', after: 'Changed' }]);
      expect(deleted).toMatchObject({
        action: 'deleted',
        changes: [],
        record: { code: 'c-1', label: 'Changed' },
      });
    });
  }

  it('when a contact is created, changed and deleted, then its history names no code and keeps the record', async () => {
    const created = await send('POST', '/api/v1/contact', { firstName: 'Ada', lastName: 'Lovelace' });
    await send('PUT', `/api/v1/contact/${created.id}`, { firstName: 'Ada', lastName: 'King' });
    await send('DELETE', `/api/v1/contact/${created.id}`);
    const entries = await json(
      await t.request('GET', `/api/v1/contact/${created.id}/history`, { token: t.admin }),
    );
    expect(entries.map((entry: { type: string }) => entry.type)).toEqual([
      'contact.deleted',
      'contact.updated',
      'contact.created',
    ]);
    expect(entries[1].changes).toEqual([{ field: 'lastName', before: 'Lovelace', after: 'King' }]);
  });

  it('when template objects are archived together, then each gets an archived entry', async () => {
    const a = await send('POST', '/api/v1/domaintemplate', { code: 'o-1', label: 'A' });
    const b = await send('POST', '/api/v1/domaintemplate', { code: 'o-2', label: 'B' });
    await send('POST', '/api/v1/domaintemplate/delete-selected', { ids: [a.id, b.id, 99_999] });
    expect(await types(`/api/v1/domaintemplate/${a.id}`)).toEqual([
      'template-object.archived',
      'template-object.created',
    ]);
    expect(await types(`/api/v1/domaintemplate/${b.id}`)).toEqual([
      'template-object.archived',
      'template-object.created',
    ]);
  });

  it('when a delete is refused (the tag is in use), then no entry is written', async () => {
    const tag = await send('POST', '/api/v1/tag', { code: 'used', label: 'Used' });
    await send('POST', '/api/v1/task', { code: 'T', label: 'T', tagIds: [tag.id] });
    await expectProblem(await t.request('DELETE', `/api/v1/tag/${tag.id}`, { token: t.admin }), 409);
    expect(await types(`/api/v1/tag/${tag.id}`)).toEqual(['tag.created']);
  });
});
