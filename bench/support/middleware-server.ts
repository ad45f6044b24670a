/**
 * Child entry: a reference point between the bare Hono app and the service. The service's own
 * HTTP stack (its listener with the security headers and request id, the first middleware with
 * the access line at `info`, written asynchronously to nowhere) in front of the bare app's
 * fixed answer: no routing of the service's operations, no authentication, no database.
 */
import { pino } from 'pino';
import { createHttpApp } from '../../adapters/http/create-http-app.js';
import { batchedDestination } from '../../adapters/logging/batched-destination.js';
import { createLogger } from '../../adapters/logging/pino-logger.js';
import { listen } from '../../bootstrap/http-server.js';

const app = createHttpApp({
  config: { bodyLimitBytes: 1024 * 1024, corsOrigins: [], trustProxy: false },
  version: 'bench',
  logger: createLogger('info', batchedDestination(pino.destination({ dest: '/dev/null', sync: false }))),
  authenticate: () => Promise.reject(new Error('no authentication here')),
  modules: [(hono) => hono.get('/', (c) => c.json({ id: 1, code: 'T-00001', label: 'A fixed task' }))],
});
const server = listen(app.fetch, { port: 0, host: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
