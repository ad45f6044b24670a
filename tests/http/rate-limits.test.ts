import { expect, it } from 'vitest';
import { describeEachBackend } from '../support/backends.js';
import { expectProblem } from '../support/http.js';
import { ManualClock } from '../support/manual-clock.js';
import { ManualExchanges } from '../support/manual-exchanges.js';
import { ADMIN } from '../support/test-app.js';
import { withTwoInstances } from '../support/two-instances.js';
import { useTestApp } from '../support/use-test-app.js';

const TASKS = '/api/v1/task';
const BUDGET = {
  APP_RATE_LIMIT_REQUESTS: '5',
  APP_RATE_LIMIT_EXPENSIVE: '2',
  APP_RATE_LIMIT_WINDOW_SECONDS: '86400',
};

/** docs/api/operations.md#rate-limits */
describeEachBackend('rate limits', (backend) => {
  // The clock stands still, so no window ends in the middle of a test; the counts are never
  // exchanged, so what each test sees is this instance's own counting.
  const t = useTestApp(backend, {
    app: () => ({
      env: BUDGET,
      clock: new ManualClock(),
      rateLimitExchanges: new ManualExchanges().schedule,
    }),
  });

  it('when requests stay within the budget, then each answer says what is left', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await t.request('GET', TASKS, { token: t.admin }));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"requests";q=5;w=86400');
    expect(answers.map((response) => /r=(\d+)/.exec(response.headers.get('ratelimit')!)![1])).toEqual([
      '4',
      '3',
      '2',
    ]);
    expect(answers[0]!.headers.get('ratelimit')).toMatch(/^"requests";r=4;t=[1-9]\d*$/);
  });

  it('when the budget is spent, then 429 with Retry-After and a problem, and the request does nothing', async () => {
    for (let i = 0; i < 5; i += 1) await t.request('GET', TASKS, { token: t.admin });
    const refused = await t.request('POST', TASKS, { token: t.admin, json: { code: 'LATE', label: 'Late' } });
    const problem = await expectProblem(refused, 429, 'RATE_LIMIT.EXCEEDED');
    expect(problem.detail).toMatch(/^More than 5 requests in 86400 s; try again in \d+ s$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused.headers.get('ratelimit')).toBe(`"requests";r=0;t=${retryAfter}`);
    const other = await (await t.createUser({ username: 'other', roles: ['ADMIN'] })).token();
    const stored = (await (await t.request('GET', TASKS, { token: other })).json()) as unknown[];
    expect(stored).toEqual([]);
  });

  it('when another user or a caller without a token calls, then each is counted on their own', async () => {
    for (let i = 0; i < 6; i += 1) await t.request('GET', TASKS, { token: t.admin });
    expect((await t.request('GET', TASKS, { token: t.admin })).status).toBe(429);
    const user = await t.createUser({ username: 'reader', roles: ['USER'] });
    expect((await t.request('GET', TASKS, { token: await user.token() })).status).toBe(200);
    // Logins are counted by client address, not against a user: the admin's, the reader's and this one.
    const login = await t.request('POST', '/api/v1/auth/login', { json: ADMIN });
    expect(login.headers.get('ratelimit')).toMatch(/^"requests";r=2;/);
  });

  it('when exports, imports, printouts or prompts exceed their tighter budget, then 429 while plain reads still pass', async () => {
    const exports = [];
    for (let i = 0; i < 3; i += 1)
      exports.push(await t.request('GET', `${TASKS}/export.csv`, { token: t.admin }));
    expect(exports.map((response) => response.status)).toEqual([200, 200, 429]);
    expect(exports[0]!.headers.get('ratelimit-policy')).toBe(
      '"requests";q=5;w=86400, "expensive";q=2;w=86400',
    );
    expect(exports[1]!.headers.get('ratelimit')).toMatch(/^"expensive";r=0;/);
    const problem = await expectProblem(exports[2]!, 429, 'RATE_LIMIT.EXCEEDED');
    expect(problem.detail).toMatch(/^More than 2 exports, imports, printouts or prompts in 86400 s/);
    expect((await t.request('GET', TASKS, { token: t.admin })).status).toBe(200);
  });

  it('when health and the document are read, then they are neither counted nor limited', async () => {
    for (let i = 0; i < 8; i += 1) {
      const live = await t.request('GET', '/health/live');
      expect(live.status).toBe(200);
      expect(live.headers.get('ratelimit')).toBeNull();
    }
    expect((await t.request('GET', '/openapi.json')).headers.get('ratelimit')).toBeNull();
  });
});

describeEachBackend(
  'rate limits turned off',
  (backend) => {
    const t = useTestApp(backend, { app: { env: { APP_RATE_LIMIT_REQUESTS: '0' } } });

    it('when APP_RATE_LIMIT_REQUESTS is 0, then nothing is counted and no header is sent', async () => {
      const response = await t.request('GET', TASKS, { token: t.admin });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit')).toBeNull();
    }, 10_000);
  },
  ['memory'],
);

/** docs/deployment.md: instances on one database share the budgets. */
describeEachBackend(
  'rate limits across instances',
  (backend) => {
    it('when a client spends its budget over two instances, then both refuse it after each has exchanged its counts twice', async () => {
      const exchanges = new ManualExchanges();
      await withTwoInstances(
        backend,
        async (one, two) => {
          const token = await one.login(ADMIN.username, ADMIN.password);
          for (const app of [one, one, one, two, two]) {
            expect((await app.request('GET', TASKS, { token })).status).toBe(200);
          }
          // Each instance alone has counted fewer than the budget of 5 and would let the next one
          // through. The first round: one sends its 3, two sends its 2 and learns the total of 5;
          // the second: one learns it too.
          await exchanges.run();
          await exchanges.run();
          const last = await Promise.all(
            [one, two].map(async (app) => (await app.request('GET', TASKS, { token })).status),
          );
          expect(last).toEqual([429, 429]);
        },
        { env: BUDGET, clock: new ManualClock(), rateLimitExchanges: exchanges.schedule },
      );
    });
  },
  ['postgres', 'sqlite'],
);
