import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { runLoad } from '../support/autocannon-run.js';
import { startChildServer } from '../support/child-server.js';
import type { Row } from '../support/report.js';
import type { Bench, ServiceLoad } from './scenario.js';

/** The minimal same-stack app (bench/support/minimal-server.ts), running with its own tasks. */
export interface SameStack {
  readonly base: string;
  readonly token: string;
  stop(): Promise<void>;
}

/** Starts the minimal app on an empty database (its URL as DATABASE_URL), seeded with `tasks` tasks. */
export async function startSameStack(databaseUrl: string, tasks: number): Promise<SameStack> {
  const secret = randomBytes(32).toString('hex');
  const server = await startChildServer(new URL('../support/minimal-server.ts', import.meta.url), [
    databaseUrl,
    secret,
    String(tasks),
  ]);
  const token = await new SignJWT({ username: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(secret));
  return { base: server.base, token, stop: () => server.stop() };
}

/**
 * The service's row, then the same load against the minimal app, one right after the other:
 * the service's row gains its ratio to the same stack written minimally.
 */
export async function versusSameStack(
  bench: Bench,
  stack: SameStack,
  measure: (bench: Bench) => Promise<Row>,
  load: ServiceLoad,
): Promise<Row[]> {
  const service = await measure(bench);
  const reference = await runLoad({
    ...load,
    url: stack.base,
    token: stack.token,
    span: bench.settings.span,
  });
  const rps = reference.requestsPerSecond;
  return [
    { ...service, ratioToSameStack: (service.requestsPerSecond ?? 0) / rps },
    {
      scenario: '  the same, minimal same stack',
      requestsPerSecond: rps,
      ratioToBaseline: rps / bench.baselineRps,
      ratioToSameStack: 1,
      p50Ms: reference.p50Ms,
      p99Ms: reference.p99Ms,
      requests: reference.requests,
      failures: reference.requests === 0 ? 1 : reference.failures,
    },
  ];
}
