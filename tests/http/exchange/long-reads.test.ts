import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SQLITE_WALK_ROWS } from '../../../adapters/persistence/sqlite/sqlite-walks.js';
import type { Clock } from '../../../application/shared/ports/clock.js';
import { type Instant, instantFromMicros } from '../../../domain/shared/instant.js';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** Every record is stamped with the same instant, so that the answers are the same on every run. */
const fixedClock: Clock = { now: (): Instant => instantFromMicros(1_790_000_000_123_456) };

const TASKS = 3000;
const TEMPLATE_OBJECTS = 700;
const CONTACTS = 900;
const ENTITIES = 400;

/**
 * Length and SHA-256 of each answer as the service gave it before long reads were split into
 * batches (one statement and one JSON.stringify per answer): the split must not change a byte.
 */
const ANSWERS: Record<string, string> = {
  '/api/v1/task': 'application/json 1176121 cd0a5b1a2163df92292009ab5cd8078b6864db9cb9e12f64969ee4286581f0ea',
  '/api/v1/task/export.json':
    'application/json; charset=utf-8 1176121 cd0a5b1a2163df92292009ab5cd8078b6864db9cb9e12f64969ee4286581f0ea',
  '/api/v1/task/export.csv':
    'text/csv; charset=utf-8 570175 dcbaaa1c581af6e1e0622b73bbd445799e6bd608f829649dc54de21eaa2e87df',
  '/api/v1/domaintemplate':
    'application/json 153378 903215194ba305465086d57d84ecae887d9754fa942c30b7ccfe05f1db72947a',
  '/api/v1/domaintemplate/export.json':
    'application/json; charset=utf-8 153378 903215194ba305465086d57d84ecae887d9754fa942c30b7ccfe05f1db72947a',
  '/api/v1/domaintemplate/export.csv':
    'text/csv; charset=utf-8 67333 59a95282b14c4f646e6be48f2bbc9a7ad6b655d42b4551566a2fa381c6d63751',
  '/api/v1/tag': 'application/json 2466 b1d85d643404f2bf77c520772c3691bc46a2d9e915af9b7bc5640c08b6d61380',
  '/api/v1/nomenclature':
    'application/json 2718 f3a58ddf67b6d9b589e3e15f7cb6df63b27593662adc0e89ca7c4371cb039fe3',
  '/api/v1/badge': 'application/json 64909 701bbaade0f547827d3e34ffeb15af79a2188fb91789efb85b81e0b7d62d01db',
  '/api/v1/badge/export.json':
    'application/json; charset=utf-8 64909 701bbaade0f547827d3e34ffeb15af79a2188fb91789efb85b81e0b7d62d01db',
  '/api/v1/badge/export.csv':
    'text/csv; charset=utf-8 33496 110f4ff3868e1afe64192427faaf32dc12714238352b5c16247d2e7fd0a5e2ca',
  '/api/v1/company':
    'application/json 64909 701bbaade0f547827d3e34ffeb15af79a2188fb91789efb85b81e0b7d62d01db',
  '/api/v1/company/export.json':
    'application/json; charset=utf-8 64909 701bbaade0f547827d3e34ffeb15af79a2188fb91789efb85b81e0b7d62d01db',
  '/api/v1/company/export.csv':
    'text/csv; charset=utf-8 33496 110f4ff3868e1afe64192427faaf32dc12714238352b5c16247d2e7fd0a5e2ca',
  '/api/v1/contact':
    'application/json 172748 cff612a98fdbc6cee1ac843b43c34d905473ebc1e90ba5eeb456e983268e1863',
  '/api/v1/contact/export.json':
    'application/json; charset=utf-8 172748 cff612a98fdbc6cee1ac843b43c34d905473ebc1e90ba5eeb456e983268e1863',
  '/api/v1/contact/export.csv':
    'text/csv; charset=utf-8 84917 92033dc10e65cff4582e8f67c12a1475faea875a6e300518973448c59dc4bec9',
  '/api/v1/badge/1/contacts':
    'application/json 172748 cff612a98fdbc6cee1ac843b43c34d905473ebc1e90ba5eeb456e983268e1863',
  '/api/v1/auth/roles':
    'application/json 1390 8af569dfc96661e1aefdb3d926be84f608e33e902ab74c2c6d3bf0e59fcec7a9',
  '/api/v1/auth/users':
    'application/json 155 5eb1d55d77fc995340943d7f9ef8e74247d3ebac5b0466d98508a8f47a69b4e1',
};

/** The memory store numbers imported badges and companies in file order, the databases in code order. */
const MEMORY_ANSWERS: Record<string, string> = {
  ...ANSWERS,
  '/api/v1/badge': 'application/json 64909 d298dbedbb5c5368efc05a6afa5878a2e83766775602f2eb38a76338ef7d697c',
  '/api/v1/badge/export.json':
    'application/json; charset=utf-8 64909 d298dbedbb5c5368efc05a6afa5878a2e83766775602f2eb38a76338ef7d697c',
  '/api/v1/badge/export.csv':
    'text/csv; charset=utf-8 33496 0796eb6c73272daa92df09a6d6bf3cea40e86a760dd29b51574e85588d1d2f85',
  '/api/v1/company':
    'application/json 64909 d298dbedbb5c5368efc05a6afa5878a2e83766775602f2eb38a76338ef7d697c',
  '/api/v1/company/export.json':
    'application/json; charset=utf-8 64909 d298dbedbb5c5368efc05a6afa5878a2e83766775602f2eb38a76338ef7d697c',
  '/api/v1/company/export.csv':
    'text/csv; charset=utf-8 33496 0796eb6c73272daa92df09a6d6bf3cea40e86a760dd29b51574e85588d1d2f85',
};

/** Reads that walk every row: whole lists, exports, a badge's contacts. */
const LONG_READS = [
  '/api/v1/task',
  '/api/v1/task/export.json',
  '/api/v1/task/export.csv',
  '/api/v1/domaintemplate',
  '/api/v1/domaintemplate/export.json',
  '/api/v1/domaintemplate/export.csv',
  '/api/v1/tag',
  '/api/v1/nomenclature',
  '/api/v1/badge',
  '/api/v1/badge/export.json',
  '/api/v1/badge/export.csv',
  '/api/v1/company',
  '/api/v1/company/export.json',
  '/api/v1/company/export.csv',
  '/api/v1/contact',
  '/api/v1/contact/export.json',
  '/api/v1/contact/export.csv',
  '/api/v1/badge/1/contacts',
  '/api/v1/auth/roles',
  '/api/v1/auth/users',
];

/** The reads among them that walk hundreds of rows or more. */
const WALKS = LONG_READS.filter((path) => !/\/(tag|nomenclature|roles|users)$/.test(path));

/** Counts turns of the event loop (setImmediate callbacks run) until stopped. */
function countTurns(): () => number {
  let turns = 0;
  let counting = true;
  const turn = () => {
    if (!counting) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  return () => {
    counting = false;
    return turns;
  };
}

function fingerprint(body: string, contentType: string | null): string {
  return `${contentType} ${body.length} ${createHash('sha256').update(body).digest('hex')}`;
}

/** Codes in an order that differs from insertion order, so that sorting shows. */
function shuffledCode(prefix: string, i: number, count: number): string {
  return `${prefix}-${String((i * 7919) % count).padStart(5, '0')}`;
}

describeEachBackend('reads that walk many rows', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock: fixedClock });
    token = await t.adminToken();
    const post = async (path: string, body: unknown) => {
      const response = await t.request('POST', path, { token, json: body });
      expect(response.status).toBe(201);
      return json(response);
    };
    for (let i = 0; i < 12; i++) {
      await post('/api/v1/tag', { code: shuffledCode('tag', i, 12), label: `Ετικέτα ${i}` });
      await post('/api/v1/nomenclature', { code: shuffledCode('nom', i, 12), label: `Номенклатура ${i}` });
    }
    await post(
      '/api/v1/task/import.json',
      Array.from({ length: TASKS }, (_, i) => ({
        code: shuffledCode('T', i, TASKS),
        label: `Задача ${i}: "quoted", commas`,
        description:
          i % 3 === 0 ? null : `line one of ${i}\r\nline two, with a comma; ελληνικά ${'x'.repeat(i % 50)}`,
        status: ['TODO', 'IN_PROGRESS', 'DONE', 'CANCELLED'][i % 4],
        priority: ['LOW', 'NORMAL', 'HIGH', 'URGENT'][i % 4],
        dueDate: i % 5 === 0 ? null : `2027-0${(i % 9) + 1}-1${i % 10}`,
        assignedTo: i % 7 === 0 ? null : `user ${i % 13}`,
        tagIds: i % 4 === 0 ? [] : [(i % 12) + 1, ((i * 5) % 12) + 1],
        nomenclatureId: i % 6 === 0 ? null : (i % 12) + 1,
      })),
    );
    await post(
      '/api/v1/domaintemplate/import.json',
      Array.from({ length: TEMPLATE_OBJECTS }, (_, i) => ({
        code: shuffledCode('O', i, TEMPLATE_OBJECTS),
        label: `Объект ${i}`,
        description: i % 2 === 0 ? null : `=formula-like ${i}, "quoted"`,
      })),
    );
    for (const path of ['/api/v1/badge/import.json', '/api/v1/company/import.json']) {
      await post(
        path,
        Array.from({ length: ENTITIES }, (_, i) => ({
          code: shuffledCode('E', i, ENTITIES),
          label: `Entité ${i}`,
          description: i % 3 === 0 ? null : `d ${i}`,
        })),
      );
    }
    await post(
      '/api/v1/contact/import.json',
      Array.from({ length: CONTACTS }, (_, i) => ({
        firstName: `Prénom${i % 17}`,
        // Repeated names, so that ties fall to the first name, then to the id.
        lastName: `Ñame ${(i * 31) % 97}`,
        companyName: i % 2 === 0 ? null : `Company ${i % 5}`,
        email: i % 3 === 0 ? null : `c${i}@example.com`,
      })),
    );
    const linked = await t.request('PUT', '/api/v1/badge/1/contacts', {
      token,
      json: { contactIds: Array.from({ length: CONTACTS }, (_, i) => i + 1) },
    });
    expect(linked.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it.each(LONG_READS)('GET %s answers byte for byte as before', async (path) => {
    const response = await t.request('GET', path, { token });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(fingerprint(body, response.headers.get('Content-Type'))).toBe(
      (backend === 'memory' ? MEMORY_ANSWERS : ANSWERS)[path],
    );
  });

  it('PUT /api/v1/badge/1/contacts answers the whole set, read in its own transaction', async () => {
    const response = await t.request('PUT', '/api/v1/badge/1/contacts', {
      token,
      json: { contactIds: Array.from({ length: CONTACTS }, (_, i) => CONTACTS - i) },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(fingerprint(body, response.headers.get('Content-Type'))).toBe(ANSWERS['/api/v1/badge/1/contacts']);
  });

  // Only SQLite reads synchronously; the other backends have nothing of this to show.
  if (backend === 'sqlite') {
    // better-sqlite3 is synchronous: a read of all rows in one statement, or a body built in one
    // go, would let no other callback run until the whole answer is ready.
    it.each(WALKS)('GET %s lets other callbacks run while it reads', async (path) => {
      const stop = countTurns();
      const response = await t.request('GET', path, { token });
      await response.text();
      expect(stop()).toBeGreaterThan(0);
    });

    it('a whole list is read in batches of at most SQLITE_WALK_ROWS, a turn of the event loop between two', async () => {
      const stop = countTurns();
      // The body is streamed as the batches are read.
      const response = await t.request('GET', '/api/v1/task', { token });
      expect(await json(response)).toHaveLength(TASKS);
      expect(stop()).toBeGreaterThanOrEqual(Math.ceil(TASKS / SQLITE_WALK_ROWS) - 1);
    });

    // Last: it adds a task (archived again at the end).
    it('an export shows the tasks as they were when it began', async () => {
      const response = await t.request('GET', '/api/v1/task/export.csv', { token });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value, { stream: true });
      const created = await t.request('POST', '/api/v1/task', {
        token,
        json: { code: 'T-99999', label: 'late' },
      });
      expect(created.status).toBe(201);
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += decoder.decode(chunk.value, { stream: true });
      }
      text += decoder.decode();
      expect(text).not.toContain('T-99999');
      expect(fingerprint(text, response.headers.get('Content-Type'))).toBe(
        ANSWERS['/api/v1/task/export.csv'],
      );
      const archived = await t.request('DELETE', `/api/v1/task/${(await json(created)).id}`, { token });
      expect(archived.status).toBe(204);
    });
  }
});
