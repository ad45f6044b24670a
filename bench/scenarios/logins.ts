import { runLoad } from '../support/autocannon-run.js';
import type { Row } from '../support/report.js';
import { ADMIN } from '../support/service-child.js';
import { type Bench, loadRow } from './scenario.js';

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
 * `parallel` clients logging in back to back (autocannon, one connection each) while this
 * process probes `/health/live` on one connection: logins/s, and what the rest of the service
 * waits meanwhile (docs/adr/0056-password-hashing-on-threads.md).
 */
export async function livenessDuringLogins(bench: Bench, parallel: number): Promise<Row[]> {
  const storm = runLoad({
    url: bench.service.base,
    connections: parallel,
    seconds: bench.settings.seconds,
    method: 'POST',
    path: LOGIN,
    body: JSON.stringify(ADMIN),
    expect: [200],
  });
  const probe = await loadRow(bench, `GET /health/live, ${parallel} logins in parallel (1 conn)`, {
    connections: 1,
    path: '/health/live',
    expect: [200],
  });
  const logins = await storm;
  return [
    {
      scenario: `POST login, ${parallel} in parallel`,
      requestsPerSecond: logins.requestsPerSecond,
      p50Ms: logins.p50Ms,
      p99Ms: logins.p99Ms,
      requests: logins.requests,
      failures: logins.requests === 0 ? 1 : logins.failures,
    },
    probe,
  ];
}
