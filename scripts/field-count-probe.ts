// Run by scripts/field-count.ts inside its scratch copy, once the throwaway `location` field is
// declared: proves on memory and SQLite that the field is created, read, filtered, sorted, exported,
// printed and backed up, with no other file changed. Throws on the first thing that is not so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../bootstrap/env.js';
import { startService } from '../bootstrap/service.js';
import { readPdfText } from '../tests/support/pdf-text.js';

const PASSWORD = 'field-count-probe-1';

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`the new field: ${what}`);
}

async function probe(databaseUrl: string): Promise<void> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, APP_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' });
  const service = await startService(config, pino({ level: 'silent' }));
  try {
    const call = async (method: string, path: string, body?: unknown) => {
      const login = await service.app.request('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: PASSWORD }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      return service.app.request(path, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    };
    const created = await call('POST', '/api/v1/task', { code: 'T1', label: 'One', location: 'Room 2' });
    expect(created.status === 201, `create answered ${created.status}`);
    expect(((await created.json()) as { location?: string }).location === 'Room 2', 'not answered on create');
    await call('POST', '/api/v1/task', { code: 'T2', label: 'Two', location: 'Room 1' });
    const sorted = (await (await call('GET', '/api/v1/task?sort=location')).json()) as { code: string }[];
    expect(sorted.map((task) => task.code).join() === 'T2,T1', 'lists are not sorted by it');
    const found = (await (await call('GET', '/api/v1/task?location=Room%202')).json()) as { code: string }[];
    expect(found.map((task) => task.code).join() === 'T1', 'lists are not filtered by it');
    const csv = await (await call('GET', '/api/v1/task/export.csv')).text();
    expect(
      csv.split('\r\n')[0]!.split(',').includes('location') && csv.includes('Room 2'),
      'not in the CSV export',
    );
    const pdf = await call('GET', '/api/v1/task/print.pdf?layout=table');
    const text = await readPdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text.pages.flat().join(' ').includes('Room 2'), 'not printed');
    const backup = await (await call('GET', '/api/v1/backup')).text();
    expect(backup.includes('"location":"Room 2"'), 'not in the backup');
  } finally {
    await service.close();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'field-count-probe-'));
try {
  await probe('memory:');
  await probe(`file:${join(folder, 'probe.db')}`);
  process.stdout.write(
    'the new field is created, read, filtered, sorted, exported, printed and backed up on memory and SQLite\n',
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
