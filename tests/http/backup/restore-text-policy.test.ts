import { expect, it } from 'vitest';
import { ARCHIVE_SECTIONS } from '../../../application/backup/archive-sections.js';
import { lineOf, writeArchive } from '../../support/archive-content.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem } from '../../support/http.js';
import { backupText, restoreText, useArchiveOfEverything } from '../../support/restore-fixture.js';
import { ADMIN } from '../../support/test-app.js';
import { TEXT_CLASSES } from '../../support/text-classes.js';

/** Every text column of every section, as `section.column`. */
const TEXT_FIELDS = ARCHIVE_SECTIONS.flatMap((section) =>
  section.columns
    .filter((column) => column.type === 'text')
    .map((column) => ({ section: section.name, column: column.name })),
);

/**
 * Text the API keeps bidi and invisible characters in (docs/api/text.md#what-is-kept-as-sent): a
 * restore keeps them too. The model server's address has rules of its own, which decide by where
 * the character is.
 */
const FREE_TEXT = new Set([
  'label',
  'description',
  'assignedTo',
  'firstName',
  'lastName',
  'companyName',
  'email',
  'model',
  'createdBy',
  'updatedBy',
  'archivedBy',
  'apiKeys.name',
  'llmSettings.baseUrl',
]);

const isFreeText = (section: string, column: string) =>
  FREE_TEXT.has(column) || FREE_TEXT.has(`${section}.${column}`);

/** What every field refuses, and what every field but free text refuses. */
const EVERYWHERE = { control: TEXT_CLASSES.control, loneSurrogate: TEXT_CLASSES.loneSurrogate };
const BIDI = { bidi: TEXT_CLASSES.bidi, invisible: TEXT_CLASSES.invisible };

/** `value` with `character` put at the start, in the middle or at the end, turn by turn. */
function spoil(value: unknown, character: string, turn: number): string {
  const text = typeof value === 'string' && value !== '' ? value : 'x';
  const at = [0, Math.floor(text.length / 2), text.length][turn % 3]!;
  return text.slice(0, at) + character + text.slice(at);
}

/** docs/backup.md#what-a-restore-refuses: the text policy holds for every archived row. */
describeEachBackend(
  'a restore applies the text policy',
  (backend) => {
    const { t, copy, unchanged } = useArchiveOfEverything(backend);

    it('when any text field of any section holds a control character or half a surrogate pair, or a non-free-text one a bidi or invisible character, then 400 naming the line and the field, and nothing changes', async () => {
      let turn = 0;
      const refused: string[] = [];
      for (const { section, column } of TEXT_FIELDS) {
        const classes = isFreeText(section, column) ? EVERYWHERE : { ...EVERYWHERE, ...BIDI };
        for (const [name, members] of Object.entries(classes)) {
          const character = members[turn % members.length]!;
          const content = copy();
          const row = content.sections[section]![0]!;
          row[column] = spoil(row[column], character, turn++);
          const response = await restoreText(t, t.admin, writeArchive(content));
          const problem = await expectProblem(response, 400, 'ARCHIVE.INVALID');
          expect(problem.errors?.[0]?.path, `${section}.${column} ${name}`).toBe(
            `line ${lineOf(content, section, 0)}`,
          );
          expect(problem.errors?.[0]?.message).toMatch(new RegExp(`^${section}\\.${column} `));
          expect(JSON.stringify(problem)).not.toContain(character);
          refused.push(`${section}.${column} ${name}`);
        }
      }
      expect(refused.length).toBeGreaterThan(TEXT_FIELDS.length * 2);
      await unchanged();
    });

    it('when the free text of every section holds bidi and invisible characters, then the restore keeps them, as the API does', async () => {
      const content = copy();
      const marked = '\u202bשלום\u202c \u200d👩\u200d💻 \u2066x\u2069';
      for (const { section, column } of TEXT_FIELDS) {
        if (!isFreeText(section, column) || column === 'baseUrl' || column === 'email') continue;
        for (const row of content.sections[section]!)
          if (row[column] !== null) row[column] = `${row[column]}${marked}`;
      }
      const restored = await restoreText(t, t.admin, writeArchive(content));
      expect(restored.status, await restored.clone().text()).toBe(200);
      const token = await t.login(ADMIN.username, ADMIN.password);
      expect(await backupText(t, token)).toContain(JSON.stringify(`Book the venue${marked}`));
    });
  },
  undefined,
  // Dozens of refused restores one after another: each is quick, all of them on a loaded machine are not.
  { timeout: 120_000 },
);
