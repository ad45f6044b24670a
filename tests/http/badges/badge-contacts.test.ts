import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi } from './badge-api.js';

/** docs/api/badges.md#badge-contacts: which contacts a badge holds; replaced as a whole, in one transaction. */
describeEachBackend('badge contacts', (backend) => {
  const t = useTestApp(backend);
  const api = badgeApi(t, () => t.admin);
  let badge: { id: number };
  let ada: { id: number };
  let charles: { id: number };
  let grace: { id: number };
  beforeEach(async () => {
    badge = await api.create('/api/v1/badge', { code: 'VIP', label: 'Very important' });
    ada = await api.create('/api/v1/contact', { firstName: 'Ada', lastName: 'Lovelace' });
    charles = await api.create('/api/v1/contact', { firstName: 'Charles', lastName: 'Babbage' });
    grace = await api.create('/api/v1/contact', { firstName: 'Grace', lastName: 'Hopper' });
  });

  const path = () => `/api/v1/badge/${badge.id}/contacts`;
  const ids = (list: { id: number }[]) => list.map((c) => c.id);

  it('when a badge has no contacts, then its list is empty', async () => {
    expect(await api.read(path())).toEqual([]);
  });

  it('when contacts are put on a badge, then 200 with the set by last name, and the list shows the same', async () => {
    const response = await api.put(path(), { contactIds: [ada.id, grace.id, charles.id] });
    expect(response.status).toBe(200);
    const contacts = await json(response);
    expect(ids(contacts)).toEqual([charles.id, grace.id, ada.id]);
    expect(contacts[0]).toEqual(await api.read(`/api/v1/contact/${charles.id}`));
    expect(await api.read(path())).toEqual(contacts);
  });

  it('when a new set is put, then it replaces the old one; repeated ids count once', async () => {
    await api.put(path(), { contactIds: [ada.id, charles.id] });
    const response = await api.put(path(), { contactIds: [grace.id, ada.id, grace.id] });
    expect(ids(await json(response))).toEqual([grace.id, ada.id]);
    expect(ids(await api.read(path()))).toEqual([grace.id, ada.id]);
    expect(await json(await api.put(path(), { contactIds: [] }))).toEqual([]);
  });

  it('when another badge holds contacts, then replacing one badge leaves the other alone', async () => {
    const other = await api.create('/api/v1/badge', { code: 'OTHER', label: 'Other' });
    await api.put(`/api/v1/badge/${other.id}/contacts`, { contactIds: [ada.id] });
    await api.put(path(), { contactIds: [charles.id] });
    expect(ids(await api.read(`/api/v1/badge/${other.id}/contacts`))).toEqual([ada.id]);
  });

  it('when a contact does not exist, then 400 naming it by index and the old set stays', async () => {
    await api.put(path(), { contactIds: [ada.id] });
    const response = await api.put(path(), { contactIds: [charles.id, 9999, 9999] });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      code: 'BADGE.UNKNOWN_CONTACT',
      errors: [{ path: 'contactIds[1]', message: 'contact 9999 does not exist' }],
    });
    expect(ids(await api.read(path()))).toEqual([ada.id]);
  });

  it('when the badge does not exist, then GET and PUT are 404', async () => {
    expect((await api.get('/api/v1/badge/9999/contacts')).status).toBe(404);
    const response = await api.put('/api/v1/badge/9999/contacts', { contactIds: [ada.id] });
    expect(response.status).toBe(404);
    expect((await json(response)).code).toBe('BADGE.NOT_FOUND');
  });

  it.each([
    ['a missing contactIds', {}],
    ['non-positive ids', { contactIds: [0] }],
    ['ids that are not integers', { contactIds: ['1', 2.5] }],
    ['an unknown property', { contactIds: [], badgeId: 1 }],
    ['not an object', [1, 2]],
  ])('when the body has %s, then 400', async (_, body) => {
    expect((await api.put(path(), body)).status).toBe(400);
  });

  it('when the badge is deleted, then its links go with it and its contacts can be deleted', async () => {
    await api.put(path(), { contactIds: [ada.id] });
    expect((await api.delete(`/api/v1/contact/${ada.id}`)).status).toBe(409);
    expect((await api.delete(`/api/v1/badge/${badge.id}`)).status).toBe(204);
    expect((await api.get(path())).status).toBe(404);
    expect((await api.delete(`/api/v1/contact/${ada.id}`)).status).toBe(204);
  });

  it('when a contact is taken off every badge, then it can be deleted', async () => {
    await api.put(path(), { contactIds: [ada.id, charles.id] });
    await api.put(path(), { contactIds: [charles.id] });
    expect((await api.delete(`/api/v1/contact/${ada.id}`)).status).toBe(204);
  });

  it('when a contact on a badge is updated, then the badge list shows the change and the new order', async () => {
    await api.put(path(), { contactIds: [ada.id, charles.id] });
    await api.put(`/api/v1/contact/${ada.id}`, { firstName: 'Ada', lastName: 'Byron' });
    const list = await api.read(path());
    expect(list.map((c: { lastName: string }) => c.lastName)).toEqual(['Babbage', 'Byron']);
  });

  it('when a USER reads the list, then it works; a USER PUT is 403; without a token 401', async () => {
    await api.put(path(), { contactIds: [ada.id] });
    const user = badgeApi(t, await (await t.createUser({ username: 'reader' })).token());
    expect(ids(await user.read(path()))).toEqual([ada.id]);
    expect((await user.put(path(), { contactIds: [] })).status).toBe(403);
    expect((await t.request('GET', path())).status).toBe(401);
    expect((await t.request('PUT', path(), { json: { contactIds: [] } })).status).toBe(401);
    expect(ids(await api.read(path()))).toEqual([ada.id]);
  });
});

describeEachBackend('badge contacts under concurrency', (backend) => {
  const t = useTestApp(backend, { signIn: false });

  it('when many replacements race, then the final set is exactly one of the requested sets', async () => {
    const api = badgeApi(t, await t.adminToken());
    const badge = await api.create('/api/v1/badge', { code: 'RACE', label: 'Race' });
    const contacts = await json(
      await api.post(
        '/api/v1/contact/import.json',
        Array.from({ length: 8 }, (_, i) => ({ firstName: `F${i}`, lastName: `L${i}` })),
      ),
    );
    const sets = [0, 1, 2, 3].map((i) => [contacts[2 * i].id, contacts[2 * i + 1].id]);
    const responses = await Promise.all(
      sets.map((contactIds) => api.put(`/api/v1/badge/${badge.id}/contacts`, { contactIds })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const final = (await api.read(`/api/v1/badge/${badge.id}/contacts`)).map((c: { id: number }) => c.id);
    expect(sets).toContainEqual(final);
  });
});
