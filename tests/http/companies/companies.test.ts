import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const COMPANIES = '/api/v1/company';

/** What is companies' own over the coded-entity kernel (docs/api/badges.md#badges-and-companies). */
describeEachBackend('companies', (backend) => {
  const t = useTestApp(backend);

  const create = (code: string) =>
    t.request('POST', COMPANIES, { token: t.admin, json: { code, label: `Company ${code}` } });

  it('when a company is created, then 201 with its Location under /api/v1/company', async () => {
    const response = await create('ACME');
    expect(response.status).toBe(201);
    const company = await json(response);
    expect(response.headers.get('location')).toBe(`${COMPANIES}/${company.id}`);
    expect(company).toMatchObject({ code: 'ACME', label: 'Company ACME', description: null });
  });

  it('when a company is deleted, then it is gone for good and its code is free again', async () => {
    const first = await json(await create('ACME'));
    expect((await t.request('DELETE', `${COMPANIES}/${first.id}`, { token: t.admin })).status).toBe(204);
    expect((await t.request('GET', `${COMPANIES}/${first.id}`, { token: t.admin })).status).toBe(404);
    const again = await create('ACME');
    expect(again.status).toBe(201);
    expect((await json(again)).id).not.toBe(first.id);
  });

  it.each(['contacts', 'pdf'])(
    'when /%s is asked of a company, then there is no such route: companies hold no contacts',
    async (tail) => {
      const company = await json(await create('ACME'));
      expect((await t.request('GET', `${COMPANIES}/${company.id}/${tail}`, { token: t.admin })).status).toBe(
        404,
      );
    },
  );

  it('when companies are exported as CSV, then companies.csv with the six columns', async () => {
    await create('ACME');
    const response = await t.request('GET', `${COMPANIES}/export.csv`, { token: t.admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="companies.csv"');
    const [header, row] = (await response.text()).split('\r\n');
    expect(header).toBe('id,code,label,description,createdDate,lastModifiedDate');
    expect(row).toContain(',ACME,Company ACME,,');
  });
});
