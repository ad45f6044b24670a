import { ArchiveWriter } from '../../adapters/archive/ndjson-archive.js';
import {
  ARCHIVE_SECTIONS,
  type ArchiveRow,
  type ArchiveValue,
} from '../../application/backup/archive-sections.js';

export type Row = Record<string, ArchiveValue>;

/** An archive as sections of rows, to change and write again with a manifest that matches. */
export interface ArchiveContent {
  readonly secrets: boolean;
  readonly sections: Readonly<Record<string, Row[]>>;
}

/** Reads an archive the service wrote (docs/backup.md#archive-format). */
export function readArchive(text: string): ArchiveContent {
  const lines = text.split('\n').filter((line) => line !== '');
  const header = JSON.parse(lines[0]!) as { secrets: boolean };
  const sections: Record<string, Row[]> = {};
  let current: Row[] | undefined;
  for (const line of lines.slice(1)) {
    const value = JSON.parse(line) as Row & { section?: string; manifest?: unknown };
    if (value.manifest !== undefined) break;
    if (typeof value.section === 'string' && Object.keys(value).length === 1) {
      current = [];
      sections[value.section] = current;
    } else current!.push(value);
  }
  return { secrets: header.secrets, sections };
}

/** The archive of `content`, each row's columns in its section's order, the manifest computed again. */
export function writeArchive(content: ArchiveContent): string {
  const writer = new ArchiveWriter(content.secrets);
  let text = writer.header();
  for (const section of ARCHIVE_SECTIONS) {
    const rows = content.sections[section.name];
    if (rows && rows.length > 0) text += writer.batch({ section: section.name, rows: rows as ArchiveRow[] });
  }
  return text + writer.end(new Date('2026-01-01T00:00:00Z'));
}

/** The line `writeArchive` puts row `index` of `section` on. */
export function lineOf(content: ArchiveContent, section: string, index: number): number {
  let line = 1;
  for (const s of ARCHIVE_SECTIONS) {
    if (content.sections[s.name] === undefined) continue;
    line++;
    if (s.name === section) return line + 1 + index;
    line += content.sections[s.name]!.length;
  }
  throw new Error(`no section ${section}`);
}

/** A deep copy, to change without touching the original. */
export function copyArchive(content: ArchiveContent): { secrets: boolean; sections: Record<string, Row[]> } {
  return structuredClone(content) as { secrets: boolean; sections: Record<string, Row[]> };
}
