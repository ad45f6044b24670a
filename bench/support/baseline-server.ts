/**
 * Child entry: a bare Hono app answering a fixed JSON object, the yardstick every throughput
 * figure is divided by (absolute numbers drift on shared machines, ratios hold), and, as a
 * reference point, the same app reading one row by primary key with better-sqlite3 (no auth,
 * no validation, no mapping): what the stack below the service costs on this machine; and the
 * bare app spending a fixed CPU time on each request, which shows what a ratio means in
 * microseconds of a handler's own work.
 */
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';

const db = new Database(':memory:');
db.exec('create table tasks (id integer primary key, code text not null, label text not null)');
db.prepare('insert into tasks (id, code, label) values (1, ?, ?)').run('T-00001', 'A fixed task');
const byId = db.prepare('select id, code, label from tasks where id = ?');

/** Keeps the CPU busy for `micros` microseconds, as a handler's own work would. */
function work(micros: number): void {
  const until = process.hrtime.bigint() + BigInt(micros * 1000);
  while (process.hrtime.bigint() < until);
}

const app = new Hono()
  .get('/', (c) => c.json({ id: 1, code: 'T-00001', label: 'A fixed task' }))
  .get('/tasks/:id', (c) => {
    const row = byId.get(Number(c.req.param('id')));
    return row ? c.json(row) : c.json({ status: 404 }, 404);
  })
  .get('/work/:micros', (c) => {
    work(Number(c.req.param('micros')));
    return c.json({ id: 1, code: 'T-00001', label: 'A fixed task' });
  });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
