import { parse, stringify } from 'csv/sync';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import { json } from '../support/http.js';
import { classText } from '../support/text-classes.js';
import { useTestApp } from '../support/use-test-app.js';

/** Runs per field; TEXT_FUZZ_RUNS raises it for a long run on demand. */
const RUNS = Number(process.env.TEXT_FUZZ_RUNS ?? 16);

/**
 * How a field's value comes back (docs/api/text.md): codes in NFC, optional one-line text as null
 * when it shows nothing, everything else exactly as sent.
 */
type Kind = 'code' | 'text' | 'optional';

interface Resource {
  readonly base: string;
  readonly fields: Readonly<Record<string, Kind>>;
  /** A valid body that no other run repeats. */
  valid(n: number): Record<string, unknown>;
  /** Has import.json, import.csv, export.json and export.csv. */
  readonly exchange: boolean;
}

const RECORD_FIELDS = { code: 'code', label: 'text', description: 'text' } as const;
const coded = (base: string, exchange: boolean): Resource => ({
  base,
  fields: RECORD_FIELDS,
  valid: (n) => ({ code: `c${n}`, label: 'Label' }),
  exchange,
});

const RESOURCES: readonly Resource[] = [
  {
    base: '/api/v1/task',
    fields: { ...RECORD_FIELDS, assignedTo: 'optional' },
    valid: (n) => ({ code: `c${n}`, label: 'Label' }),
    exchange: true,
  },
  coded('/api/v1/domaintemplate', true),
  coded('/api/v1/tag', false),
  coded('/api/v1/nomenclature', false),
  coded('/api/v1/badge', true),
  coded('/api/v1/company', true),
  {
    base: '/api/v1/contact',
    fields: { firstName: 'text', lastName: 'text', companyName: 'optional', email: 'optional' },
    valid: () => ({ firstName: 'Ada', lastName: 'Lovelace' }),
    exchange: true,
  },
  {
    base: '/api/v1/auth/roles',
    fields: { code: 'code', label: 'text' },
    valid: (n) => ({ code: `ROLE_${n}`, label: 'Label' }),
    exchange: false,
  },
];

/** Text that has no visible character: the service stores an optional field holding it as null. */
const SHOWS_NOTHING = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

function expected(kind: Kind, sent: string): string | null {
  if (kind === 'code') return sent.normalize('NFC');
  if (kind === 'optional' && SHOWS_NOTHING.test(sent)) return null;
  return sent;
}

/** Some values wrapped in what the field needs to be valid, so that more of them are stored. */
const valueFor = (field: string) =>
  field === 'email'
    ? fc.oneof(
        classText,
        classText.map((local) => `${local}@example.org`),
      )
    : field === 'password'
      ? fc.oneof(
          classText,
          classText.map((middle) => `pw-${middle}-pw`),
        )
      : classText;

describeEachBackend('every text field keeps what it accepts, or answers 400', (backend) => {
  const t = useTestApp(backend, { per: 'all' });
  let n = 0;

  const send = (method: string, path: string, body?: unknown) =>
    t.request(method, path, { token: t.admin, json: body });

  /** A 400 problem naming the field, or a 409 for a code that is, in NFC, one already stored. */
  async function expectRefusal(response: Response, field: string, taken?: ReadonlySet<string>, sent = '') {
    const where = `${field} = ${JSON.stringify(sent)}: ${response.status}`;
    expect(response.headers.get('content-type'), where).toBe('application/problem+json');
    const problem = await json(response);
    if (response.status === 409 && taken) {
      expect(taken.has(sent.normalize('NFC').toLowerCase()), where).toBe(true);
      return;
    }
    expect(response.status, where).toBe(400);
    expect(
      problem.errors.map((e: { path: string }) => e.path),
      where,
    ).toContain(field);
  }

  /** Export, then import the export: the value stays what was stored. */
  async function expectExchangeKeeps(resource: Resource, id: number, field: string, value: string | null) {
    const exported = await json(await send('GET', `${resource.base}/export.json`));
    const element = exported.find((item: { id: number }) => item.id === id);
    expect(element[field]).toBe(value);
    const imported = await send('POST', `${resource.base}/import.json`, [element]);
    expect(imported.status).toBe(201);
    expect((await json(imported))[0][field]).toBe(value);

    const csv = await (await send('GET', `${resource.base}/export.csv`)).text();
    const [header, ...rows]: string[][] = parse(csv, { bom: true });
    const row = rows.find((cells) => cells[0] === String(id))!;
    expect(row[header!.indexOf(field)]).toBe(value ?? '');
    const reimported = await t.request('POST', `${resource.base}/import.csv`, {
      token: t.admin,
      // Quoted as the export quotes: the import also ends a record at a lone LF.
      body: stringify([header, row], { record_delimiter: 'windows', quoted_match: /[\r\n]/ }),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(reimported.status).toBe(201);
    // An empty CSV cell is null: only a stored empty description changes form through CSV.
    expect((await json(reimported))[0][field]).toBe(value === '' ? null : value);
  }

  it('when a resource field gets any text, then 400 naming it, or it reads back, exports and re-imports unchanged', async () => {
    for (const resource of RESOURCES) {
      const taken = new Set<string>();
      for (const [field, kind] of Object.entries(resource.fields)) {
        await fc.assert(
          fc.asyncProperty(valueFor(field), async (sent) => {
            const body = { ...resource.valid(++n), [field]: sent };
            const created = await send('POST', resource.base, body);
            if (created.status !== 201)
              return expectRefusal(created, field, kind === 'code' ? taken : undefined, sent);
            const value = expected(kind, sent);
            const stored = await json(created);
            if (kind === 'code') taken.add(stored.code.toLowerCase());
            expect(stored[field], JSON.stringify(sent)).toBe(value);
            expect((await json(await send('GET', `${resource.base}/${stored.id}`)))[field]).toBe(value);
            if (resource.exchange) await expectExchangeKeeps(resource, stored.id, field, value);
          }),
          { numRuns: RUNS },
        );
      }
    }
  }, 120_000);

  it('when a username or password gets any text, then 400 naming it, or the user reads back and logs in with it', async () => {
    const taken = new Set<string>();
    for (const field of ['username', 'password']) {
      await fc.assert(
        fc.asyncProperty(valueFor(field), async (sent) => {
          const credentials = { username: `user-${++n}`, password: 'password-1', [field]: sent };
          const created = await send('POST', '/api/v1/auth/users', { ...credentials, roles: ['USER'] });
          if (created.status !== 201) return expectRefusal(created, field, taken, sent);
          const user = await json(created);
          taken.add(user.username.toLowerCase());
          expect(user.username).toBe(credentials.username.normalize('NFC'));
          expect((await json(await send('GET', `/api/v1/auth/users/${user.id}`))).username).toBe(
            user.username,
          );
          expect((await t.request('POST', '/api/v1/auth/login', { json: credentials })).status).toBe(200);
        }),
        { numRuns: RUNS },
      );
    }
  }, 60_000);

  it('when the language-model name gets any text, then 400 naming it, or it reads back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(classText, async (model) => {
        const body = { baseUrl: 'http://127.0.0.1:9', model, timeoutSeconds: 5 };
        const stored = await send('PUT', '/api/v1/lmstudio/settings', body);
        if (stored.status !== 200) return expectRefusal(stored, 'model');
        expect((await json(await send('GET', '/api/v1/lmstudio/settings'))).model).toBe(model);
      }),
      { numRuns: RUNS },
    );
  });
});
