import { runLoad } from '../support/autocannon-run.js';
import type { Row } from '../support/report.js';
import { ADMIN } from '../support/service-child.js';
import { type Bench, loadRow } from './scenario.js';
import { probed } from './stalls.js';

const LOGIN = '/api/v1/auth/login';

/** The right password: the service throttles failed logins only. */
export function loginUnderLoad(bench: Bench): Promise<Row> {
  return loadRow(bench, 'POST login (10 conn)', {
    connections: 10,
    method: 'POST',
    path: LOGIN,
    body: JSON.stringify(ADMIN),
    expect: [200],
  });
}

/** GETs at 10 connections while this process paces 10 logins per second (bcrypt on the service). */
export async function getWhileLoggingIn(bench: Bench): Promise<Row> {
  let failedLogins = 0;
  const logins: Promise<void>[] = [];
  const timer = setInterval(() => {
    const login = bench.service.send('POST', LOGIN, '', JSON.stringify(ADMIN), 'application/json');
    logins.push(
      login.then(
        (response) => {
          if (response.status !== 200) failedLogins++;
        },
        () => {
          failedLogins++;
        },
      ),
    );
  }, 100);
  try {
    const row = await loadRow(bench, 'GET one task, 10 logins/s (10 conn)', {
      connections: 10,
      path: `/api/v1/task/${bench.ids[0]}`,
      expect: [200],
    });
    clearInterval(timer);
    await Promise.all(logins);
    return { ...row, failures: row.failures + failedLogins };
  } finally {
    clearInterval(timer);
  }
}

/**
 * `parallel` users logging in back to back (autocannon, a connection each, each its own user: the
 * service refuses more than a few logins of one username at once) while `/health/live` is probed
 * on a fixed schedule: logins/s, and what the rest of the service waits meanwhile
 * (docs/adr/0056-password-hashing-on-threads.md).
 */
export async function livenessDuringLogins(bench: Bench, parallel: number): Promise<Row[]> {
  const bodies: string[] = [];
  for (let i = 0; i < parallel; i++) {
    const user = { username: `storm-${parallel}-${i}`, password: `storm-password-${i}` };
    const created = await bench.service.send(
      'POST',
      '/api/v1/auth/users',
      bench.token,
      JSON.stringify({ ...user, roles: ['USER'] }),
      'application/json',
    );
    if (created.status !== 201) throw new Error(`user creation failed: ${created.status}`);
    bodies.push(JSON.stringify(user));
  }
  let next = 0;
  const storm = runLoad({
    url: bench.service.base,
    connections: parallel,
    span: bench.settings.span,
    method: 'POST',
    path: LOGIN,
    body: bodies[0],
    expect: [200],
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
  });
  const probe = await probed(
    bench.service,
    `GET /health/live, ${parallel} logins in parallel`,
    storm.then(() => undefined),
    [],
  );
  const logins = await storm;
  return [
    {
      scenario: `POST login, ${parallel} users in parallel`,
      requestsPerSecond: logins.requestsPerSecond,
      p50Ms: logins.p50Ms,
      p99Ms: logins.p99Ms,
      requests: logins.requests,
      failures: logins.requests === 0 ? 1 : logins.failures,
    },
    probe,
  ];
}
