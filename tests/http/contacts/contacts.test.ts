import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import { badgeApi, TIMESTAMP } from '../badges/badge-api.js';

const BASE = '/api/v1/contact';
const HEADER = 'id,firstName,lastName,companyName,email,createdDate,lastModifiedDate';

/** docs/api/badges.md#contacts: contacts, their ordering, import (always new rows) and export. */
describeEachBackend('contacts', (backend) => {
  const t = useTestApp(backend);
  const api = badgeApi(t, () => t.admin);

  const ada = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines',
    email: 'ada@example.org',
  };
  const names = async () =>
    (await api.read(BASE)).map(
      (c: { firstName: string; lastName: string }) => `${c.lastName}, ${c.firstName}`,
    );

  describe('create and read', () => {
    it('when created, then 201 with Location and the full resource', async () => {
      const response = await api.post(BASE, ada);
      expect(response.status).toBe(201);
      const body = await json(response);
      expect(response.headers.get('location')).toBe(`${BASE}/${body.id}`);
      expect(body).toEqual({
        id: expect.any(Number),
        ...ada,
        createdDate: expect.stringMatching(TIMESTAMP),
        lastModifiedDate: body.createdDate,
      });
      expect(await api.read(`${BASE}/${body.id}`)).toEqual(body);
    });

    it('when company and e-mail are omitted or blank, then they are null', async () => {
      expect(await api.create(BASE, { firstName: 'A', lastName: 'B' })).toMatchObject({
        companyName: null,
        email: null,
      });
      expect(
        await api.create(BASE, { firstName: 'A', lastName: 'B', companyName: ' ', email: '' }),
      ).toMatchObject({
        companyName: null,
        email: null,
      });
    });

    it('when listed, then ordered by last name, then first name, by code point, ties by id', async () => {
      const first = await api.create(BASE, { firstName: 'b', lastName: 'alpha' });
      await api.create(BASE, { firstName: 'x', lastName: '_x' });
      await api.create(BASE, { firstName: 'z', lastName: 'Zeta' });
      await api.create(BASE, { firstName: 'a', lastName: 'alpha' });
      const twin = await api.create(BASE, { firstName: 'b', lastName: 'alpha' });
      expect(await names()).toEqual(['Zeta, z', '_x, x', 'alpha, a', 'alpha, b', 'alpha, b']);
      const ids = (await api.read(BASE)).map((c: { id: number }) => c.id);
      expect(ids.slice(3)).toEqual([first.id, twin.id]);
    });

    it('when the id is unknown, then 404', async () => {
      expect((await api.get(`${BASE}/4242`)).status).toBe(404);
    });
  });

  describe('validation', () => {
    it.each([
      ['a blank first name', { firstName: ' ', lastName: 'B' }, 'firstName'],
      ['a missing last name', { firstName: 'A' }, 'lastName'],
      ['a last name over 255 characters', { firstName: 'A', lastName: 'x'.repeat(256) }, 'lastName'],
      [
        'a company name over 255 characters',
        { firstName: 'A', lastName: 'B', companyName: 'x'.repeat(256) },
        'companyName',
      ],
      ['an e-mail without @', { firstName: 'A', lastName: 'B', email: 'ada.example.org' }, 'email'],
      [
        'an e-mail without a dotted domain',
        { firstName: 'A', lastName: 'B', email: 'ada@localhost' },
        'email',
      ],
      [
        'an e-mail with a space',
        { firstName: 'A', lastName: 'B', email: 'ada lovelace@example.org' },
        'email',
      ],
      [
        'an e-mail over 254 characters',
        { firstName: 'A', lastName: 'B', email: `${'a'.repeat(60)}@${'b'.repeat(190)}.org` },
        'email',
      ],
      ['an unknown property', { firstName: 'A', lastName: 'B', phone: '123' }, 'phone'],
      ['a name of the wrong type', { firstName: 1, lastName: 'B' }, 'firstName'],
    ])('when created with %s, then 400 naming the field and nothing is stored', async (_, body, path) => {
      const response = await api.post(BASE, body);
      expect(response.status).toBe(400);
      expect((await json(response)).errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await api.read(BASE)).toEqual([]);
    });
  });

  describe('update and delete', () => {
    it('when updated, then every field is replaced, id and createdDate stay; omitted optional ones become null', async () => {
      const created = await api.create(BASE, ada);
      const response = await api.put(`${BASE}/${created.id}`, {
        firstName: 'Augusta',
        lastName: 'King',
        email: 'ak@example.org',
      });
      expect(response.status).toBe(200);
      const updated = await json(response);
      expect(updated).toMatchObject({
        id: created.id,
        firstName: 'Augusta',
        lastName: 'King',
        companyName: null,
        email: 'ak@example.org',
        createdDate: created.createdDate,
      });
      expect(updated.lastModifiedDate > created.lastModifiedDate).toBe(true);
      expect((await api.put(`${BASE}/${created.id}`, updated)).status).toBe(200);
    });

    it('when updated with a blank name or unknown id, then 400 or 404 and nothing changes', async () => {
      const created = await api.create(BASE, ada);
      expect((await api.put(`${BASE}/${created.id}`, { firstName: '', lastName: 'x' })).status).toBe(400);
      expect((await api.put(`${BASE}/4242`, { firstName: 'a', lastName: 'b' })).status).toBe(404);
      expect(await api.read(`${BASE}/${created.id}`)).toEqual(created);
    });

    it('when deleted, then 204 and gone; a second delete is 404', async () => {
      const { id } = await api.create(BASE, ada);
      expect((await api.delete(`${BASE}/${id}`)).status).toBe(204);
      expect((await api.get(`${BASE}/${id}`)).status).toBe(404);
      expect((await api.delete(`${BASE}/${id}`)).status).toBe(404);
    });

    it('when the contact is on a badge, then delete is 409 saying so, and it stays', async () => {
      const contact = await api.create(BASE, ada);
      for (const code of ['A', 'B']) {
        const badge = await api.create('/api/v1/badge', { code, label: code });
        await api.put(`/api/v1/badge/${badge.id}/contacts`, { contactIds: [contact.id] });
      }
      const response = await api.delete(`${BASE}/${contact.id}`);
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({
        code: 'CONTACT.IN_USE',
        detail: `Contact ${contact.id} cannot be deleted: it is on 2 badges`,
      });
      expect(await api.read(`${BASE}/${contact.id}`)).toEqual(contact);
    });
  });

  describe('import and export', () => {
    it('when imported as JSON, then every element is a new contact, even one equal to an existing contact', async () => {
      const existing = await api.create(BASE, ada);
      const response = await api.post(`${BASE}/import.json`, [
        existing,
        { firstName: 'Charles', lastName: 'Babbage' },
      ]);
      expect(response.status).toBe(201);
      const stored = await json(response);
      expect(stored).toHaveLength(2);
      expect(stored[0].id).not.toBe(existing.id);
      expect(stored[0]).toMatchObject(ada);
      expect(await names()).toEqual(['Babbage, Charles', 'Lovelace, Ada', 'Lovelace, Ada']);
    });

    it('when an element is invalid, then 400 naming its index and the data is exactly as before', async () => {
      await api.create(BASE, ada);
      const before = await api.read(BASE);
      const response = await api.post(`${BASE}/import.json`, [
        { firstName: 'A', lastName: 'B' },
        { firstName: 'C', lastName: 'D', email: 'not-an-address' },
      ]);
      expect(response.status).toBe(400);
      expect((await json(response)).errors.map((e: { path: string }) => e.path)).toEqual(['[1].email']);
      expect(await api.read(BASE)).toEqual(before);
    });

    it('when imported as CSV, then ids and dates are ignored and empty optional cells are null', async () => {
      const response = await api.postCsv(
        `${BASE}/import.csv`,
        `${HEADER}\n77,Ada,Lovelace,,,2000-01-01T00:00:00.000000Z,x\n,Charles,Babbage,"Engines, Ltd",cb@example.org,,\n`,
      );
      expect(response.status).toBe(201);
      const stored = await json(response);
      expect(stored[0]).toMatchObject({ firstName: 'Ada', companyName: null, email: null });
      expect(stored[0].id).not.toBe(77);
      expect(stored[1]).toMatchObject({ companyName: 'Engines, Ltd', email: 'cb@example.org' });
    });

    it('when a CSV row is invalid or the header differs, then 400 naming the line and nothing is stored', async () => {
      const bad = await api.postCsv(`${BASE}/import.csv`, `${HEADER}\n,Ada,Lovelace,,,,\n,Charles,,,,,\n`);
      expect(bad.status).toBe(400);
      expect((await json(bad)).errors).toEqual([{ path: 'line 3: lastName', message: 'must not be blank' }]);
      const exact = await api.postCsv(`${BASE}/import.csv`, 'firstName,lastName\nAda,Lovelace\n');
      expect(exact.status).toBe(400);
      expect((await json(exact)).detail).toBe(
        `the header must be "${HEADER}" (or, with ?columns=named, name the columns it brings in any order)`,
      );
      const header = await api.postCsv(
        `${BASE}/import.csv?columns=named`,
        'firstName,company\nAda,Lovelace\n',
      );
      expect(header.status).toBe(400);
      expect(await json(header)).toMatchObject({
        detail: `the header must name "firstName" and "lastName", and only columns of "${HEADER}"`,
        errors: [
          { path: 'line 1', message: 'names an unknown column "company"' },
          { path: 'line 1', message: 'lacks the column "lastName"' },
        ],
      });
      expect(await api.read(BASE)).toEqual([]);
    });

    it('when exported, then JSON and CSV attachments in list order', async () => {
      const c = await api.create(BASE, { firstName: 'Charles', lastName: 'Babbage' });
      const a = await api.create(BASE, ada);
      const jsonExport = await api.get(`${BASE}/export.json`);
      expect(jsonExport.headers.get('content-disposition')).toBe('attachment; filename="contacts.json"');
      expect(await json(jsonExport)).toEqual([c, a]);
      const csvExport = await api.get(`${BASE}/export.csv`);
      expect(csvExport.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csvExport.headers.get('content-disposition')).toBe('attachment; filename="contacts.csv"');
      expect(await csvExport.text()).toBe(
        `${HEADER}\r\n` +
          `${c.id},Charles,Babbage,,,${c.createdDate},${c.lastModifiedDate}\r\n` +
          `${a.id},Ada,Lovelace,Analytical Engines,ada@example.org,${a.createdDate},${a.lastModifiedDate}\r\n`,
      );
    });

    it('when a CSV export with commas, quotes, Greek and Cyrillic is imported, then the fields come back exactly', async () => {
      const tricky = [
        { firstName: 'Νίκος', lastName: 'Καζαντζάκης', companyName: 'Ελληνικά, "Α.Ε."', email: null },
        { firstName: 'Фёдор', lastName: 'Достоевский', companyName: null, email: 'fd@example.org' },
        { firstName: 'O"Brien', lastName: 'Smith, Jr.', companyName: 'a,b', email: null },
      ];
      for (const contact of tricky) await api.create(BASE, contact);
      const exported = await (await api.get(`${BASE}/export.csv`)).text();
      const fields = (list: Record<string, unknown>[]) =>
        list.map(({ firstName, lastName, companyName, email }) => ({
          firstName,
          lastName,
          companyName,
          email,
        }));
      const before = fields(await api.read(BASE));
      const response = await api.postCsv(`${BASE}/import.csv`, exported);
      expect(response.status).toBe(201);
      expect(fields(await json(response))).toEqual(before);
    });
  });

  describe('roles', () => {
    it('when a USER reads, then it works; writes are 403; without a token 401', async () => {
      const { id } = await api.create(BASE, ada);
      const user = badgeApi(t, await (await t.createUser({ username: 'reader' })).token());
      for (const path of [BASE, `${BASE}/${id}`, `${BASE}/export.json`, `${BASE}/export.csv`]) {
        expect((await user.get(path)).status).toBe(200);
      }
      expect((await user.post(BASE, ada)).status).toBe(403);
      expect((await user.put(`${BASE}/${id}`, ada)).status).toBe(403);
      expect((await user.delete(`${BASE}/${id}`)).status).toBe(403);
      expect((await user.post(`${BASE}/import.json`, [ada])).status).toBe(403);
      expect((await user.postCsv(`${BASE}/import.csv`, `${HEADER}\n`)).status).toBe(403);
      expect((await t.request('GET', BASE)).status).toBe(401);
      expect((await t.request('DELETE', `${BASE}/${id}`)).status).toBe(401);
      expect(await api.read(BASE)).toHaveLength(1);
    });
  });
});
