import { expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { ADMIN } from '../../support/test-app.js';
import { useTestApp } from '../../support/use-test-app.js';

const BURST = 60;

describeEachBackend('login throttle under a burst', (backend) => {
  const t = useTestApp(backend, { app: { env: { APP_TRUST_PROXY: 'true' } }, signIn: false });

  const login = (password: string, address = '198.51.100.7') =>
    t.request('POST', '/api/v1/auth/login', {
      json: { username: ADMIN.username, password },
      headers: { 'X-Forwarded-For': address },
    });

  it(`when ${BURST} wrong passwords arrive at once, then only 10 are judged and the rest get 429`, async () => {
    const statuses = (await Promise.all(Array.from({ length: BURST }, () => login('wrong-password')))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - 10);
    expect((await login(ADMIN.password)).status).toBe(429);
  });

  it('when the right password rides at the end of a burst of wrong ones, then it is judged only if it got a place', async () => {
    const replies = await Promise.all([
      ...Array.from({ length: BURST - 1 }, () => login('wrong-password')),
      login(ADMIN.password),
    ]);
    const statuses = replies.map((response) => response.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
    expect([200, 429]).toContain(statuses.at(-1));
  });

  it('when a burst comes from another address, then this address keeps its own budget', async () => {
    await Promise.all(Array.from({ length: BURST }, () => login('wrong-password', '198.51.100.8')));
    expect((await login(ADMIN.password)).status).toBe(200);
  });
});
