import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { listed, walked } from '../../support/list-pages.js';
import { useTestApp } from '../../support/use-test-app.js';

const CONTACTS = '/api/v1/contact';

/** docs/api/lists.md#contacts: the contact list pages, sorts, filters, searches and counts. */
describeEachBackend('contact list', (backend) => {
  const t = useTestApp(backend);
  const ids: Record<string, number> = {};
  const names = (query: string) => listed(t, `${CONTACTS}${query}`, 'id').then(named);
  const named = (found: unknown[]) => found.map((id) => Object.keys(ids).find((name) => ids[name] === id));

  beforeEach(async () => {
    const contacts = [
      {
        key: 'jean2',
        firstName: 'Jean',
        lastName: 'Dupont',
        companyName: 'ACME',
        email: 'jean@acme.example',
      },
      { key: 'zoe', firstName: 'Zoé', lastName: 'Dupont', email: 'Zoe@Example.org' },
      { key: 'jean1', firstName: 'Jean', lastName: 'Dupont', companyName: 'Crème & Co' },
      { key: 'anna', firstName: 'Anna', lastName: 'dupont', companyName: 'ACME', email: 'zoe@example.org' },
      { key: 'bob', firstName: 'Bob', lastName: 'Élise' },
      { key: 'carl', firstName: 'Carl', lastName: 'Baker', companyName: 'acme' },
    ];
    for (const { key, ...contact } of contacts) {
      const response = await t.request('POST', CONTACTS, { token: t.admin, json: contact });
      expect(response.status).toBe(201);
      ids[key] = (await json(response)).id;
    }
  });

  it('when no parameter is given, then every contact by last name, first name, then ID, binary order', async () => {
    const response = await t.request('GET', CONTACTS, { token: t.admin });
    expect(response.headers.get('link')).toBeNull();
    expect(named(((await json(response)) as { id: number }[]).map((c) => c.id))).toEqual([
      'carl',
      'jean2',
      'jean1',
      'zoe',
      'anna',
      'bob',
    ]);
  });

  it('when paged, then the pages follow their Links through the same order, each contact once', async () => {
    for (const sort of ['', '&sort=-lastName', '&sort=email', '&sort=-companyName', '&sort=firstName']) {
      const whole = await listed(t, `${CONTACTS}?${sort.slice(1)}`, 'id');
      expect(await walked(t, `${CONTACTS}?limit=1${sort}`, 'id'), sort).toEqual(whole);
    }
    expect(named(await walked(t, `${CONTACTS}?limit=4`, 'id'))).toEqual([
      'carl',
      'jean2',
      'jean1',
      'zoe',
      'anna',
      'bob',
    ]);
  });

  it('when sorted, then by the key asked, ties by ID, contacts without the value last ascending', async () => {
    expect(await names('?sort=-lastName')).toEqual(['bob', 'anna', 'zoe', 'jean1', 'jean2', 'carl']);
    expect(await names('?sort=firstName')).toEqual(['anna', 'bob', 'carl', 'jean2', 'jean1', 'zoe']);
    expect(await names('?sort=email')).toEqual(['zoe', 'jean2', 'anna', 'jean1', 'bob', 'carl']);
    expect(await names('?sort=-companyName')).toEqual(['bob', 'zoe', 'carl', 'jean1', 'anna', 'jean2']);
    expect(await names('?sort=createdDate')).toEqual(['jean2', 'zoe', 'jean1', 'anna', 'bob', 'carl']);
  });

  it('when filtered by company or e-mail, then exactly those, as stored', async () => {
    expect(await names('?company=ACME')).toEqual(['jean2', 'anna']);
    expect(await names('?company=Cr%C3%A8me%20%26%20Co')).toEqual(['jean1']);
    expect(await names('?email=zoe@example.org')).toEqual(['anna']);
    expect(await names('?email=Zoe@Example.org')).toEqual(['zoe']);
    expect(await names('?company=ACME&email=jean@acme.example')).toEqual(['jean2']);
    expect(await names('?modifiedSince=2200-01-01T00:00:00Z')).toEqual([]);
  });

  it('when searched, then by names, e-mail and company, without case or accents', async () => {
    expect(await names('?q=elise')).toEqual(['bob']);
    expect(await names('?q=zoe')).toEqual(['zoe', 'anna']);
    expect(await names('?q=creme')).toEqual(['jean1']);
    expect(await names('?q=acme%20anna')).toEqual(['anna']);
    expect(await names('?q=jean&sort=-createdDate')).toEqual(['jean1', 'jean2']);
  });

  it('when a contact is changed, then it is found by its new words and not by its old ones', async () => {
    const changed = await t.request('PUT', `${CONTACTS}/${ids.bob}`, {
      token: t.admin,
      json: { firstName: 'Robert', lastName: 'Élise', email: 'robert@example.net' },
    });
    expect(changed.status).toBe(200);
    expect(await names('?q=robert')).toEqual(['bob']);
    expect(await names('?q=bob')).toEqual([]);
  });

  it('when count=true, then X-Total-Count holds every matching contact', async () => {
    const response = await t.request('GET', `${CONTACTS}?q=dupont&limit=2&count=true`, { token: t.admin });
    expect(response.headers.get('x-total-count')).toBe('4');
    expect(await json(response)).toHaveLength(2);
  });

  it('when a parameter is unknown, malformed or out of range, then 400 naming it', async () => {
    const cases: [string, string][] = [
      ['?companyName=ACME', 'companyName'],
      ['?sort=code', 'sort'],
      ['?limit=0', 'limit'],
      ['?modifiedSince=soon', 'modifiedSince'],
      ['?q=%2D', 'q'],
      ['?limit=1&cursor=WyJsYXN0TmFtZSIsIkR1cG9udCIsMV0', 'cursor'],
    ];
    for (const [query, name] of cases) {
      const problem = await expectProblem(
        await t.request('GET', `${CONTACTS}${query}`, { token: t.admin }),
        400,
      );
      expect(
        problem.errors?.map((error) => error.path),
        query,
      ).toContain(name);
    }
  });
});
