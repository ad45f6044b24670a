import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import { expectProblem, json } from '../support/http.js';
import { ADMIN } from '../support/test-app.js';
import { useTestApp } from '../support/use-test-app.js';

const LOGIN = '/api/v1/auth/login';
const ROLES = '/api/v1/auth/roles';
const USERS = '/api/v1/auth/users';
const TAGS = '/api/v1/tag';
const TASKS = '/api/v1/task';
const CSV_HEADER = 'id,code,label,description,createdDate,lastModifiedDate';

/** The exact inputs of the text-policy review (docs/api/text.md), each over HTTP on every backend. */
describeEachBackend('text policy', (backend) => {
  const t = useTestApp(backend);

  const send = (method: string, path: string, body: unknown) =>
    t.request(method, path, { token: t.admin, json: body });

  describe('login', () => {
    it('when the username holds a NUL, then 401 like any wrong credential, and ten of them block the eleventh', async () => {
      const attempt = () =>
        t.request('POST', LOGIN, { json: { username: 'ad\u0000min', password: 'whatever-1' } });
      for (let i = 0; i < 10; i++) await expectProblem(await attempt(), 401, 'AUTH.INVALID_CREDENTIALS');
      await expectProblem(await attempt(), 429, 'AUTH.TOO_MANY_ATTEMPTS');
    });

    it.each([
      ['a control character in the username', { username: 'ad\u001bmin', password: ADMIN.password }],
      ['a lone surrogate in the username', { username: 'admin\ud800', password: ADMIN.password }],
      ['a NUL in the password', { username: ADMIN.username, password: `${ADMIN.password}\u0000` }],
      ['a lone surrogate in the password', { username: ADMIN.username, password: `${ADMIN.password}\udc00` }],
    ])('when the login has %s, then 401', async (_, body) => {
      await expectProblem(await t.request('POST', LOGIN, { json: body }), 401, 'AUTH.INVALID_CREDENTIALS');
    });

    it('when a user is created with a NUL or a lone surrogate in the password, then 400 naming it', async () => {
      for (const password of ['password\u0000x', 'password\ud800x']) {
        const body = await expectProblem(
          await send('POST', USERS, { username: 'alice', password }),
          400,
          'USER.INVALID_PASSWORD',
        );
        expect(body.errors?.[0]?.path).toBe('password');
      }
    });

    it('when a user is given a role code with a NUL, then 400 unknown role', async () => {
      await expectProblem(
        await send('POST', USERS, { username: 'alice', password: 'password-1', roles: ['US\u0000ER'] }),
        400,
        'USER.UNKNOWN_ROLE',
      );
    });
  });

  describe('role labels', () => {
    it.each([
      ['a NUL', 'Audit\u0000or'],
      ['an ESC', 'Audit\u001b[31mor'],
      ['a newline', 'Audit\nor'],
      ['a lone surrogate', 'Audit\ud800or'],
    ])(
      'when a role label holds %s, then 400 on create and update, and nothing is stored',
      async (_, label) => {
        const created = await expectProblem(await send('POST', ROLES, { code: 'AUDITOR', label }), 400);
        expect(created.code).toBe('ROLE.INVALID_LABEL');
        expect(created.errors?.[0]?.path).toBe('label');
        const role = await json(await send('POST', ROLES, { code: 'AUDITOR', label: 'Auditor' }));
        await expectProblem(await send('PUT', `${ROLES}/${role.id}`, { label }), 400, 'ROLE.INVALID_LABEL');
        expect((await json(await send('GET', `${ROLES}/${role.id}`, undefined))).label).toBe('Auditor');
      },
    );

    it('when a role label is zero-width spaces only, then 400 blank', async () => {
      await expectProblem(
        await send('POST', ROLES, { code: 'AUDITOR', label: '\u200b\u200b' }),
        400,
        'ROLE.BLANK_LABEL',
      );
    });
  });

  describe('codes', () => {
    it('when a code holds a lone surrogate, then 400 naming the code, and nothing is stored', async () => {
      const body = await expectProblem(
        await send('POST', TAGS, { code: 'a\ud800', label: 'Tag' }),
        400,
        'RECORD.INVALID_CODE',
      );
      expect(body.errors?.[0]?.path).toBe('code');
      expect(await json(await send('GET', TAGS, undefined))).toEqual([]);
    });

    it('when a code repeats an existing one in NFD form, then 409, and the stored code is the NFC form', async () => {
      const created = await json(await send('POST', TASKS, { code: 'caf\u00e9', label: 'Coffee' }));
      expect(created.code).toBe('caf\u00e9');
      await expectProblem(
        await send('POST', TASKS, { code: 'cafe\u0301', label: 'Coffee again' }),
        409,
        'TASK.DUPLICATE_CODE',
      );
      const nfd = await json(await send('POST', TAGS, { code: 'cre\u0300me', label: 'Cream' }));
      expect(nfd.code).toBe('cr\u00e8me');
    });

    it('when an import repeats a stored code in NFD form, then it updates that record instead of adding one', async () => {
      const created = await json(await send('POST', TASKS, { code: 'caf\u00e9', label: 'Coffee' }));
      const imported = await send('POST', `${TASKS}/import.json`, [{ code: 'cafe\u0301', label: 'Tea' }]);
      expect(imported.status).toBe(201);
      const tasks = await json(await send('GET', TASKS, undefined));
      expect(tasks.map((task: { id: number; label: string }) => [task.id, task.label])).toEqual([
        [created.id, 'Tea'],
      ]);
    });

    it('when an update sends the stored code back in NFD form, then it is the same code', async () => {
      const created = await json(await send('POST', TASKS, { code: 'caf\u00e9', label: 'Coffee' }));
      const updated = await send('PUT', `${TASKS}/${created.id}`, { code: 'cafe\u0301', label: 'Tea' });
      expect(updated.status).toBe(200);
    });

    it.each([
      ['a right-to-left override', 'abc\u202edcba'],
      ['a zero-width space', 'ab\u200bc'],
      ['a soft hyphen', 'ab\u00adc'],
    ])('when a code holds %s, then 400 invalid code', async (_, code) => {
      await expectProblem(await send('POST', TAGS, { code, label: 'Tag' }), 400, 'RECORD.INVALID_CODE');
    });
  });

  describe('labels', () => {
    it.each([TAGS, TASKS])(
      'when a label of %s is zero-width spaces only, then 400 blank label',
      async (path) => {
        const body = await expectProblem(
          await send('POST', path, { code: 'a', label: '\u200b\u200b\u200b' }),
          400,
          'RECORD.BLANK_LABEL',
        );
        expect(body.errors?.[0]?.path).toBe('label');
      },
    );
  });

  describe('bodies that are not UTF-8', () => {
    const upload = (path: string, bytes: Uint8Array) =>
      t.service.app.request(`${path}/import.csv`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'text/csv' },
        body: bytes,
      });
    const bytesOf = (...parts: (string | number[])[]) =>
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

    it.each(['/api/v1/task', '/api/v1/domaintemplate', '/api/v1/badge', '/api/v1/company'])(
      'when a CSV for %s holds a CESU-8 surrogate, then 400 naming its line, and nothing is stored',
      async (path) => {
        const body = await expectProblem(
          await upload(
            path,
            bytesOf(`${CSV_HEADER}\r\n,ok,Fine,,,\r\n,bad,X`, [0xed, 0xa0, 0x80], 'Y,,,\r\n'),
          ),
          400,
          'CSV.MALFORMED',
        );
        expect(body.errors?.[0]?.path).toBe('line 3');
        expect(await json(await send('GET', path, undefined))).toEqual([]);
      },
    );

    it.each([
      ['/api/v1/tag', bytesOf('{"code":"x', [0xed, 0xa0, 0x80], '","label":"Tag"}')],
      ['/api/v1/task/import.json', bytesOf('[{"code":"x","label":"Caf', [0xe9], '"}]')],
      ['/api/v1/contact', bytesOf('{"firstName":"Ada","lastName":"Lov', [0xff], 'lace"}')],
    ])(
      'when a JSON body for %s holds bytes that are not UTF-8, then 400, and nothing is stored',
      async (path, bytes) => {
        const response = await t.service.app.request(path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/json' },
          body: bytes,
        });
        const body = await expectProblem(response, 400, 'REQUEST.INVALID');
        expect(body.errors).toEqual([{ path: 'body', message: 'is not valid UTF-8' }]);
        expect(await json(await send('GET', path.replace('/import.json', ''), undefined))).toEqual([]);
      },
    );

    it('when a contacts CSV holds a byte that is not UTF-8, then 400 naming its line', async () => {
      const body = await expectProblem(
        await upload(
          '/api/v1/contact',
          bytesOf('firstName,lastName,companyName,email\r\nAda,Lov', [0xff], 'lace,,\r\n'),
        ),
        400,
        'CSV.MALFORMED',
      );
      expect(body.errors?.[0]?.path).toBe('line 2');
      expect(await json(await send('GET', '/api/v1/contact', undefined))).toEqual([]);
    });
  });
});
