/**
 * Child entry: a bare Hono app answering a fixed JSON object, the yardstick every throughput
 * figure is divided by (absolute numbers drift on shared machines, ratios hold).
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ id: 1, code: 'T-00001', label: 'A fixed task' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
