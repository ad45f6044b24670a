import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from '../../support/backends.js';
import { json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';
import {
  CODED_RESOURCES,
  type CodedResource,
  type Context,
  type Fields,
  importConflicts,
  written,
} from './coded-resources.js';
import { expectConflict, inParallel } from './replies.js';
import { storedCodeCounts } from './stored-codes.js';

const WRITERS = 10;
const CODES_PER_WRITER = 50;
/** Writer w sends codes w*STRIDE … w*STRIDE+49 of 100: neighbours share 45, every code has several writers. */
const STRIDE = 5;
const POOL = Array.from({ length: 100 }, (_, i) => `K${String(i).padStart(3, '0')}`);
/** Every third code exists before the race, so requests mix updates and inserts. */
const EXISTING = POOL.filter((_, i) => i % 3 === 0);
/** The writer number of the rows stored before the race. */
const INITIAL = WRITERS;
const ENDPOINTS = ['seed', 'import.json', 'import.csv'] as const;

function codesOf(writer: number): string[] {
  const codes = Array.from(
    { length: CODES_PER_WRITER },
    (_, i) => POOL[(writer * STRIDE + i) % POOL.length]!,
  );
  // Half the writers send their codes in reverse order, as real files come in any order.
  return writer % 2 === 0 ? codes : codes.reverse();
}

/** docs/api/exchange.md#all-or-nothing (upsert by code, one transaction each): seeds and imports racing on overlapping codes. */
describeEachBackend('parallel seeds and imports of overlapping codes', (backend) => {
  const t = useTestApp(backend, { signIn: false });
  let token: string;
  beforeEach(async () => {
    token = await t.adminToken();
  });

  function send(resource: CodedResource, writer: number, context: Context): Promise<Response> {
    const elements = codesOf(writer).map((code) => resource.element(code, writer, context));
    const endpoint = ENDPOINTS[writer % ENDPOINTS.length]!;
    const path = `${resource.base}/${endpoint}`;
    if (endpoint !== 'import.csv') return t.request('POST', path, { token, json: elements });
    const body = [resource.csvHeader, ...elements.map(resource.csvRow)].join('\r\n');
    return t.request('POST', path, { token, body, headers: { 'Content-Type': 'text/csv' } });
  }

  /** A stored resource must hold exactly what one writer sent for its code. */
  function expectWrittenBy(resource: CodedResource, stored: Fields, writers: number[], context: Context) {
    const code = stored.code as string;
    const writer = writers.find((w) => stored.label === resource.element(code, w, context).label);
    expect(writer, `${code} was written by none of ${writers.join(', ')}: ${stored.label}`).toBeDefined();
    const sent = resource.element(code, writer!, context);
    expect(written(stored, sent)).toEqual(sent);
  }

  for (const resource of CODED_RESOURCES) {
    it(`when ${WRITERS} seeds and imports of ${resource.name} with overlapping codes run at once, then no 5xx, one row per code, each holding one successful writer's fields`, async () => {
      const context = await resource.prepare(t, token);
      const initial = EXISTING.map((code) => resource.element(code, INITIAL, context));
      expect((await t.request('POST', `${resource.base}/seed`, { token, json: initial })).status).toBe(201);

      const replies = await inParallel(WRITERS, (writer) => send(resource, writer, context));

      const failed = replies.filter((r) => r.status !== 201);
      for (const failure of failed) expect(failure.status, JSON.stringify(failure.body)).toBe(409);
      for (const conflict of failed) expectConflict(conflict, importConflicts(resource));
      const succeeded = [...replies.keys()].filter((w) => replies[w]!.status === 201);
      expect(succeeded.length).toBeGreaterThan(0);
      for (const writer of succeeded) {
        for (const stored of replies[writer]!.body) expectWrittenBy(resource, stored, [writer], context);
      }

      // A code holds the fields of a writer whose request committed, else those it had before.
      const committedWriters = (code: string) => succeeded.filter((w) => codesOf(w).includes(code));
      const expectedCodes = POOL.filter(
        (code) => EXISTING.includes(code) || committedWriters(code).length > 0,
      );
      const listed: Fields[] = await json(await t.request('GET', resource.base, { token }));
      expect(listed.map((r) => r.code)).toEqual(expectedCodes);
      for (const stored of listed) {
        const writers = committedWriters(stored.code as string);
        expectWrittenBy(resource, stored, writers.length > 0 ? writers : [INITIAL], context);
      }
      const counts = await storedCodeCounts(t, resource.table);
      expect(new Map([...counts].filter(([, n]) => n !== 1))).toEqual(new Map());
      expect([...counts.keys()].sort()).toEqual(expectedCodes);
    });
  }
});
