import { beforeAll, expect } from 'vitest';
import { type ArchiveContent, copyArchive, lineOf, readArchive, writeArchive } from './archive-content.js';
import type { Backend } from './backends.js';
import { expectProblem } from './http.js';
import { populateInstance } from './instance-data.js';
import type { TestApp } from './test-app.js';
import { type UsedTestApp, useTestApp } from './use-test-app.js';

const NDJSON = { 'Content-Type': 'application/x-ndjson' };
const MICROS = 1_767_225_600_000_000;

export async function backupText(t: TestApp, token: string, secrets = true): Promise<string> {
  const response = await t.request('GET', `/api/v1/backup?secrets=${secrets}`, { token });
  expect(response.status).toBe(200);
  return response.text();
}

export function restoreText(t: TestApp, token: string, archive: string, query = '?replace=true') {
  return t.request('POST', `/api/v1/restore${query}`, { token, body: archive, headers: NDJSON });
}

/** The archive without the manifest's time, the one thing two archives of the same data may differ in. */
export const timeless = (archive: string) => archive.replace(/"createdAt":"[^"]+"/, '"createdAt":"…"');

/**
 * An archive with secrets holding a row in every section: the populated instance's, and a pending
 * second factor with a recovery code for alice and a signing key where the instance has none.
 */
export async function archiveOfEverything(t: TestApp, admin: string): Promise<ArchiveContent> {
  await populateInstance(t, admin);
  const content = readArchive(await backupText(t, admin));
  const sections = content.sections as Record<string, Record<string, unknown>[]>;
  const alice = sections.users!.find((user) => user.username === 'alice')!.id as number;
  sections.secondFactors!.push({
    userId: alice,
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    createdAt: MICROS,
    confirmedAt: null,
    lastStep: null,
  });
  sections.recoveryCodes!.push({ userId: alice, codeHash: 'a'.repeat(64), usedAt: null });
  if (sections.appSecrets!.length === 0) {
    sections.appSecrets!.push({ name: 'jwt-signing-key', value: 'k'.repeat(64) });
  }
  for (const [name, rows] of Object.entries(sections)) {
    if (rows.length === 0) throw new Error(`the archive of everything has no ${name}`);
  }
  return content;
}

/**
 * One instance per suite holding a row in every section, for suites of refused restores: a copy
 * of its archive to spoil, the refusal each expects, and the check that nothing changed.
 */
export function useArchiveOfEverything(backend: Backend) {
  const t: UsedTestApp = useTestApp(backend, { per: 'all' });
  let everything: ArchiveContent;
  let before: string;
  beforeAll(async () => {
    everything = await archiveOfEverything(t, t.admin);
    before = timeless(await backupText(t, t.admin));
  });
  return {
    t,
    /** A copy of the archive of everything, to change. */
    copy: () => copyArchive(everything),
    /** A restore of `content` is a 400 `ARCHIVE.INVALID` naming the line of that row first. */
    async refused(content: ArchiveContent, section: string, index: number, pattern: RegExp) {
      const response = await restoreText(t, t.admin, writeArchive(content));
      const problem = await expectProblem(response, 400, 'ARCHIVE.INVALID');
      expect(problem.errors?.[0]).toEqual({
        path: `line ${lineOf(content, section, index)}`,
        message: expect.stringMatching(pattern),
      });
    },
    /** The instance holds what it held before the refused restores. */
    async unchanged() {
      expect(timeless(await backupText(t, t.admin))).toBe(before);
    },
  };
}
