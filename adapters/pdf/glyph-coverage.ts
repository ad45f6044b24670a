import type { PrintDocument, TableColumn, TableRow } from '../../application/printing/ports/pdf-renderer.js';
import type { UnrenderableCharacter } from '../../domain/printing/print.errors.js';
import { type FontWeight, faceFor, isIgnorable } from './fonts.js';
import type { TableHead } from './table-pages.js';
import { TYPE } from './typography.js';

/** A text as printed: where it comes from and the font weight it is printed in. */
export interface PrintedText {
  /** Stable, for programs: `records[3].Description`. */
  readonly path: string;
  /** For people: `Task ABC-1 (ID 42), field Description`. */
  readonly place: string;
  readonly text: string;
  readonly weight: FontWeight;
}

function text(path: string, place: string, value: string, weight: FontWeight): PrintedText {
  return { path, place, text: value, weight };
}

/**
 * Every text of the document, including the ones only printed when the document is empty; one at
 * a time. A table's rows come apart, batch by batch (tableRowTexts).
 */
export function* printedTexts(
  document: Exclude<PrintDocument, { layout: 'table' }> | TableHead,
): Generator<PrintedText> {
  yield text('title', 'the title', document.title, TYPE.title.weight);
  yield text('emptyMessage', 'the empty message', document.emptyMessage, TYPE.value.weight);
  if (document.layout === 'badges') {
    for (const [index, badge] of document.badges.entries()) {
      const at = `badges[${index}]`;
      const card = `badge ${index + 1}`;
      yield text(`${at}.title`, `${card}, its title`, badge.title, TYPE.badgeTitle.weight);
      yield text(`${at}.name`, `${card}, the name`, badge.name, TYPE.badgeName.weight);
      if (badge.company !== null) {
        yield text(`${at}.company`, `${card}, the company`, badge.company, TYPE.badgeCompany.weight);
      }
    }
    return;
  }
  yield text('subtitle', 'the subtitle', document.subtitle, TYPE.subtitle.weight);
  if (document.layout === 'records') {
    for (const [index, record] of document.records.entries()) {
      const at = `records[${index}]`;
      yield text(`${at}.heading`, `${record.reference}, heading`, record.heading, TYPE.heading.weight);
      for (const [fieldIndex, field] of record.fields.entries()) {
        const name = `${record.reference}, a field's name`;
        yield text(`${at}.fields[${fieldIndex}].label`, name, field.label, TYPE.label.weight);
        const place = `${record.reference}, field ${field.label}`;
        yield text(`${at}.${field.label}`, place, field.value, TYPE.value.weight);
      }
    }
    return;
  }
  for (const column of document.columns) {
    yield text('columns', `column ${column.label}`, column.label, TYPE.columnHeader.weight);
  }
}

/** The texts of a batch of table rows whose first is the document's row `first` (from 0). */
export function* tableRowTexts(
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  first: number,
): Generator<PrintedText> {
  for (const [offset, row] of rows.entries()) {
    for (const [column, cell] of row.cells.entries()) {
      const label = columns[column]?.label ?? String(column);
      const path = `records[${first + offset}].${label}`;
      yield text(path, `${row.reference}, field ${label}`, cell, TYPE.cell.weight);
    }
  }
}

/**
 * Each code point no bundled font has a glyph for in its text's weight, once per text: pdfkit
 * would print it as the font's missing-glyph box, without telling anyone. Every face of the
 * fallback chain counts (fonts.ts). An ignorable character (a joiner, a variation selector) needs
 * none: shaping draws it as nothing, as it should be.
 */
export function findUnrenderable(texts: Iterable<PrintedText>): UnrenderableCharacter[] {
  const found: UnrenderableCharacter[] = [];
  for (const { path, place, text, weight } of texts) {
    const reported = new Set<number>();
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (reported.has(codePoint) || faceFor(weight, codePoint) || isIgnorable(character)) continue;
      reported.add(codePoint);
      found.push({ path, place, codePoint });
    }
  }
  return found;
}
