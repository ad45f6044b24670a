import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

/** Text that would change a query built by concatenation. */
const PAYLOADS = {
  code: "x' OR '1'='1",
  label: "'); DROP TABLE tasks; --",
  description: '" OR ""=" \\\'; SELECT pg_sleep(5); --',
  assignedTo: '%_\\ LIKE ESCAPE',
};

/** Injection: values travel as bound parameters on every backend, so they are data, never SQL. */
describeEachBackend('SQL metacharacters in values', (backend) => {
  const t = useTestApp(backend);

  it('when fields hold SQL, then they are stored and read back exactly and every other row is untouched', async () => {
    const other = await json(
      await t.request('POST', '/api/v1/task', { token: t.admin, json: { code: 'other', label: 'Other' } }),
    );
    const created = await t.request('POST', '/api/v1/task', { token: t.admin, json: PAYLOADS });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    expect(await json(await t.request('GET', `/api/v1/task/${id}`, { token: t.admin }))).toMatchObject(
      PAYLOADS,
    );
    expect((await t.request('POST', '/api/v1/task', { token: t.admin, json: PAYLOADS })).status).toBe(409);
    const codes = (await json(await t.request('GET', '/api/v1/task', { token: t.admin }))).map(
      (task: { code: string }) => task.code,
    );
    expect(codes.sort()).toEqual([PAYLOADS.code, 'other'].sort());
    expect(await json(await t.request('GET', `/api/v1/task/${other.id}`, { token: t.admin }))).toEqual(other);
  });

  it('when a login names a user with SQL, then 401 like any unknown user', async () => {
    const response = await t.request('POST', '/api/v1/auth/login', {
      json: { username: "admin' OR '1'='1' --", password: 'anything-at-all' },
    });
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
  });
});
