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
