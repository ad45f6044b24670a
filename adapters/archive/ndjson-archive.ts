// The instance archive as JSON lines: a header, each section's rows, a manifest that checks them.
import { createHash, type Hash } from 'node:crypto';
import {
  ARCHIVE_FORMAT_VERSION,
  ARCHIVE_SECTIONS,
  type ArchiveRow,
  type ArchiveSection,
  type SectionBatch,
} from '../../application/backup/archive-sections.js';
import type { Archive } from '../../application/backup/backup.use-cases.js';
import { type ErrorDetail, InvalidInput } from '../../domain/shared/domain-error.js';
import { invalid } from './archive-lines.js';

export const ARCHIVE_MEDIA_TYPE = 'application/x-ndjson';
const ARCHIVE_NAME = 'task-service';

export interface ManifestSection {
  readonly rows: number;
  readonly sha256: string;
}

/** The last line (docs/backup.md#archive-format); only `createdAt` differs between two archives of the same data. */
export interface Manifest {
  readonly formatVersion: number;
  readonly createdAt: string;
  readonly secrets: boolean;
  readonly sections: Readonly<Record<string, ManifestSection>>;
}

/** The sections an archive holds: all, or all but the secret ones. */
function sectionsOf(secrets: boolean): ArchiveSection[] {
  return ARCHIVE_SECTIONS.filter((section) => secrets || !section.secret);
}

/**
 * Writes an archive a batch at a time (docs/backup.md#archive-format). Every section it holds
 * gets its header line, an empty one too, so two archives of the same data are the same bytes
 * but for the manifest's time. Each section's checksum is the SHA-256 of its row lines.
 */
export class ArchiveWriter {
  private readonly sections: readonly ArchiveSection[];
  private next = 0;
  private current: { name: string; rows: number; hash: Hash } | undefined;
  private readonly written: Record<string, ManifestSection> = {};

  constructor(private readonly secrets: boolean) {
    this.sections = sectionsOf(secrets);
  }

  header(): string {
    return `${JSON.stringify({ archive: ARCHIVE_NAME, formatVersion: ARCHIVE_FORMAT_VERSION, secrets: this.secrets })}\n`;
  }

  batch({ section, rows }: SectionBatch): string {
    let text = this.openUpTo(section);
    const columns = this.sections[this.next - 1]!.columns;
    for (const row of rows) {
      const ordered: Record<string, unknown> = {};
      for (const column of columns) ordered[column.name] = row[column.name] ?? null;
      const line = `${JSON.stringify(ordered)}\n`;
      this.current!.rows++;
      this.current!.hash.update(line);
      text += line;
    }
    return text;
  }

  end(createdAt: Date): string {
    const text = this.openUpTo(undefined);
    this.closeCurrent();
    const manifest: Manifest = {
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      secrets: this.secrets,
      sections: this.written,
    };
    return `${text}${JSON.stringify({ manifest })}\n`;
  }

  /** Header lines of every section before `name` not yet opened, then `name`'s; all the rest when undefined. */
  private openUpTo(name: string | undefined): string {
    if (this.current?.name === name && name !== undefined) return '';
    let text = '';
    while (this.next < this.sections.length) {
      const section = this.sections[this.next]!;
      this.closeCurrent();
      this.current = { name: section.name, rows: 0, hash: createHash('sha256') };
      this.next++;
      text += `${JSON.stringify({ section: section.name })}\n`;
      if (section.name === name) return text;
    }
    if (name !== undefined) throw new Error(`Section ${name} out of order`);
    return text;
  }

  private closeCurrent(): void {
    if (!this.current) return;
    this.written[this.current.name] = { rows: this.current.rows, sha256: this.current.hash.digest('hex') };
    this.current = undefined;
  }
}

/** Rows per batch handed to the store. */
const BATCH_ROWS = 500;

/**
 * An archive, checked as it is read: the header now, then (as the batches are taken) sections
 * in order, every row's columns and types, and the manifest's counts and checksums. Whatever
 * fails is an InvalidInput naming the line; a restore taking the batches inside its transaction
 * is undone by it, so an altered or truncated archive restores nothing.
 */
export async function openArchive(lines: AsyncIterable<string>): Promise<Archive> {
  const iterator = lines[Symbol.asyncIterator]();
  let number = 0;
  const nextLine = async (): Promise<string | undefined> => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return undefined;
      number++;
      if (next.value.trim() !== '') return next.value;
    }
  };
  const first = await nextLine();
  const header = first === undefined ? undefined : parse(first, number);
  if (header?.archive !== ARCHIVE_NAME || typeof header.secrets !== 'boolean') {
    throw invalid(1, 'is not the header of a task-service archive');
  }
  if (header.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw invalid(
      1,
      `format version ${String(header.formatVersion)} is not supported (${ARCHIVE_FORMAT_VERSION} is)`,
    );
  }
  const secrets: boolean = header.secrets;
  return { secrets, batches: sections(secrets, nextLine, () => number) };
}

async function* sections(
  secrets: boolean,
  nextLine: () => Promise<string | undefined>,
  lineNumber: () => number,
): AsyncIterable<SectionBatch> {
  const expected = sectionsOf(secrets);
  const seen: Record<string, { rows: number; hash: Hash }> = {};
  let index = -1;
  let batch: ArchiveRow[] = [];
  let lines: number[] = [];
  for (;;) {
    const line = await nextLine();
    const number = lineNumber();
    if (line === undefined) throw invalid(number, 'the archive ends without its manifest: it is incomplete');
    const value = parse(line, number);
    if ('manifest' in value) {
      if (batch.length > 0) yield { section: expected[index]!.name, rows: batch, lines };
      checkManifest(value.manifest, expected, seen, number, secrets);
      if ((await nextLine()) !== undefined)
        throw invalid(lineNumber(), 'follows the manifest, which must be the last line');
      return;
    }
    if ('section' in value && Object.keys(value).length === 1) {
      if (batch.length > 0) yield { section: expected[index]!.name, rows: batch, lines };
      batch = [];
      lines = [];
      index++;
      if (expected[index]?.name !== value.section) {
        throw invalid(
          number,
          `expected the section ${expected[index]?.name ?? '(none)'}, found ${String(value.section)}`,
        );
      }
      seen[value.section] = { rows: 0, hash: createHash('sha256') };
      continue;
    }
    const section = expected[index];
    if (!section) throw invalid(number, 'a row before any section');
    batch.push(checkRow(value, section, secrets, number));
    lines.push(number);
    seen[section.name]!.rows++;
    seen[section.name]!.hash.update(`${line}\n`);
    if (batch.length === BATCH_ROWS) {
      yield { section: section.name, rows: batch, lines };
      batch = [];
      lines = [];
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a parsed line, checked field by field below
function parse(line: string, number: number): any {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw invalid(number, 'is not a JSON object');
}

function checkRow(
  value: Record<string, unknown>,
  section: ArchiveSection,
  secrets: boolean,
  number: number,
): ArchiveRow {
  const row = withAbsentColumns(value, section);
  if (!row) {
    throw invalid(
      number,
      `a ${section.name} row has the columns ${section.columns.map((c) => c.name).join(', ')}`,
    );
  }
  for (const column of section.columns) {
    const cell = row[column.name];
    const ok =
      cell === null
        ? column.nullable || (column.secret && !secrets)
        : column.type === 'integer'
          ? Number.isSafeInteger(cell)
          : column.type === 'text'
            ? typeof cell === 'string'
            : typeof cell === 'boolean';
    if (!ok || (column.secret && !secrets && cell !== null)) {
      throw invalid(number, `${section.name}.${column.name} must be ${describe(column, secrets)}`);
    }
  }
  return row as ArchiveRow;
}

/**
 * The row with a null for each nullable column it lacks: a backup written before the column was
 * added (docs/backup.md#archive-format). Undefined when it has a column the section has not, or
 * lacks one that cannot be null.
 */
function withAbsentColumns(
  value: Record<string, unknown>,
  section: ArchiveSection,
): Record<string, unknown> | undefined {
  const names = Object.keys(value);
  // As many columns as the section: a misnamed one fails its type check, as it always did.
  if (names.length === section.columns.length) return value;
  if (names.some((name) => !section.columns.some((column) => column.name === name))) return undefined;
  const row: Record<string, unknown> = {};
  for (const column of section.columns) {
    if (column.name in value) row[column.name] = value[column.name];
    else if (column.nullable) row[column.name] = null;
    else return undefined;
  }
  return row;
}

function describe(column: ArchiveSection['columns'][number], secrets: boolean): string {
  if (column.secret && !secrets) return 'null in an archive without secrets';
  return `${column.type === 'integer' ? 'an integer' : column.type === 'text' ? 'a string' : 'true or false'}${column.nullable ? ' or null' : ''}`;
}

function checkManifest(
  manifest: unknown,
  expected: readonly ArchiveSection[],
  seen: Readonly<Record<string, { rows: number; hash: Hash }>>,
  number: number,
  secrets: boolean,
): void {
  const m = manifest as Partial<Manifest> | null;
  if (typeof m !== 'object' || m === null || m.secrets !== secrets || typeof m.sections !== 'object') {
    throw invalid(number, 'the manifest does not describe this archive');
  }
  const problems: ErrorDetail[] = [];
  for (const section of expected) {
    const counted = seen[section.name];
    const listed = m.sections?.[section.name];
    if (!counted)
      problems.push({ path: `line ${number}`, message: `the section ${section.name} is missing` });
    else if (!listed || listed.rows !== counted.rows || listed.sha256 !== counted.hash.digest('hex')) {
      problems.push({
        path: `line ${number}`,
        message: `the section ${section.name} does not match its checksum: the archive was altered or damaged`,
      });
    }
  }
  if (problems.length > 0)
    throw new InvalidInput('ARCHIVE.INVALID', 'The archive does not match its manifest', problems);
}
