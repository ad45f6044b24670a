import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import type { UnrenderableCharacter } from '../../domain/printing/print.errors.js';
import { type FontWeight, faceFor } from './fonts.js';
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

/** Every text of the document, including the ones only printed when the document is empty. */
export function printedTexts(document: PrintDocument): PrintedText[] {
  const texts: PrintedText[] = [];
  const add = (path: string, place: string, text: string, weight: FontWeight) =>
    texts.push({ path, place, text, weight });
  add('title', 'the title', document.title, TYPE.title.weight);
  add('emptyMessage', 'the empty message', document.emptyMessage, TYPE.value.weight);
  if (document.layout === 'badges') {
    document.badges.forEach((badge, index) => {
      const at = `badges[${index}]`;
      const card = `badge ${index + 1}`;
      add(`${at}.title`, `${card}, its title`, badge.title, TYPE.badgeTitle.weight);
      add(`${at}.name`, `${card}, the name`, badge.name, TYPE.badgeName.weight);
      if (badge.company !== null) {
        add(`${at}.company`, `${card}, the company`, badge.company, TYPE.badgeCompany.weight);
      }
    });
    return texts;
  }
  add('subtitle', 'the subtitle', document.subtitle, TYPE.subtitle.weight);
  if (document.layout === 'records') {
    document.records.forEach((record, index) => {
      const at = `records[${index}]`;
      add(`${at}.heading`, `${record.reference}, heading`, record.heading, TYPE.heading.weight);
      record.fields.forEach((field, fieldIndex) => {
        add(
          `${at}.fields[${fieldIndex}].label`,
          `${record.reference}, a field's name`,
          field.label,
          TYPE.label.weight,
        );
        add(
          `${at}.${field.label}`,
          `${record.reference}, field ${field.label}`,
          field.value,
          TYPE.value.weight,
        );
      });
    });
  } else {
    for (const column of document.columns) {
      add('columns', `column ${column.label}`, column.label, TYPE.columnHeader.weight);
    }
    document.rows.forEach((row, index) => {
      row.cells.forEach((cell, column) => {
        const label = document.columns[column]?.label ?? String(column);
        add(`records[${index}].${label}`, `${row.reference}, field ${label}`, cell, TYPE.cell.weight);
      });
    });
  }
  return texts;
}

/**
 * Each code point no bundled font has a glyph for in its text's weight, once per text. react-pdf
 * would print such a character in some other font, as the wrong glyph, without telling anyone.
 */
export function findUnrenderable(texts: readonly PrintedText[]): UnrenderableCharacter[] {
  const found: UnrenderableCharacter[] = [];
  for (const { path, place, text, weight } of texts) {
    const reported = new Set<number>();
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (reported.has(codePoint) || faceFor(weight, codePoint)) continue;
      reported.add(codePoint);
      found.push({ path, place, codePoint });
    }
  }
  return found;
}
