import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { writeArchive } from '../../support/archive-content.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { backupText, restoreText, timeless, useArchiveOfEverything } from '../../support/restore-fixture.js';
import { ADMIN } from '../../support/test-app.js';

/**
 * The archive with `columns` taken out of every row of `section`, as a backup written before they
 * existed holds it, and the manifest's checksum of that section written again.
 */
function withoutColumns(archive: string, section: string, columns: readonly string[]): string {
  const lines = archive.trimEnd().split('\n');
  const start = lines.indexOf(JSON.stringify({ section })) + 1;
  let end = start;
  while (
    end < lines.length &&
    !lines[end]!.startsWith('{"section"') &&
    !lines[end]!.startsWith('{"manifest"')
  ) {
    const row = JSON.parse(lines[end]!) as Record<string, unknown>;
    for (const column of columns) delete row[column];
    lines[end] = JSON.stringify(row);
    end++;
  }
  const hash = createHash('sha256');
  for (const line of lines.slice(start, end)) hash.update(`${line}\n`);
  const last = JSON.parse(lines.at(-1)!) as { manifest: { sections: Record<string, { sha256: string }> } };
  last.manifest.sections[section]!.sha256 = hash.digest('hex');
  lines[lines.length - 1] = JSON.stringify(last);
  return `${lines.join('\n')}\n`;
}

/** docs/backup.md#archive-format: a backup written before a column was added still restores. */
describeEachBackend('a restore of an archive older than a column', (backend) => {
  const { t, copy } = useArchiveOfEverything(backend);

  it('when rows lack a column that may be null, then they restore with it null', async () => {
    const older = withoutColumns(writeArchive(copy()), 'tasks', ['assignedTo', 'dueDate']);
    const response = await restoreText(t, t.admin, older);
    expect(response.status).toBe(200);
    // A restore ends every session: the administrator signs in again.
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const tasks = (await (await t.request('GET', '/api/v1/task', { token: admin })).json()) as {
      assignedTo: unknown;
      dueDate: unknown;
    }[];
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.assignedTo === null && task.dueDate === null)).toBe(true);
  });

  it('when rows lack a column that cannot be null, or have one the section has not, then 400 and nothing changes', async () => {
    const admin = await t.login(ADMIN.username, ADMIN.password);
    const before = timeless(await backupText(t, admin));
    for (const archive of [
      withoutColumns(writeArchive(copy()), 'tasks', ['status']),
      writeArchive(copy()).replace('"assignedTo":', '"assignee":"x","assignedTo":'),
    ]) {
      const response = await restoreText(t, admin, archive);
      const problem = await expectProblem(response, 400, 'ARCHIVE.INVALID');
      expect(problem.errors?.[0]?.message).toMatch(/^a tasks row has the columns id, code, label/);
    }
    expect(timeless(await backupText(t, admin))).toBe(before);
  });
});
