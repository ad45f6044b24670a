import type { PrintDocument } from '../../application/printing/ports/pdf-renderer.js';
import type { UnrenderableCharacter } from '../../domain/printing/print.errors.js';
import { type FontWeight, fontFile } from './fonts.js';
import { TYPE } from './typography.js';

/** A text as printed: where it comes from and the font weight it is printed in. */
export interface PrintedText {
  readonly path: string;
  readonly text: string;
  readonly weight: FontWeight;
}

/** Every text of the document, including the ones only printed when the document is empty. */
export function printedTexts(document: PrintDocument): PrintedText[] {
  const texts: PrintedText[] = [
    { path: 'title', text: document.title, weight: TYPE.heading.weight },
    { path: 'emptyMessage', text: document.emptyMessage, weight: TYPE.value.weight },
  ];
  if (document.layout === 'records') {
    document.records.forEach((record, index) => {
      const at = `records[${index}]`;
      texts.push({ path: `${at}.heading`, text: record.heading, weight: TYPE.heading.weight });
      record.fields.forEach((field, fieldIndex) => {
        texts.push(
          { path: `${at}.fields[${fieldIndex}].label`, text: field.label, weight: TYPE.label.weight },
          { path: `${at}.${field.label}`, text: field.value, weight: TYPE.value.weight },
        );
      });
    });
  } else {
    document.badges.forEach((badge, index) => {
      const at = `badges[${index}]`;
      texts.push(
        { path: `${at}.title`, text: badge.title, weight: TYPE.badgeTitle.weight },
        { path: `${at}.name`, text: badge.name, weight: TYPE.badgeName.weight },
      );
      if (badge.company !== null) {
        texts.push({ path: `${at}.company`, text: badge.company, weight: TYPE.badgeCompany.weight });
      }
    });
  }
  return texts;
}

/** Newline and tab are laid out, not drawn (see layoutWhitespace). */
const LAYOUT_CHARACTERS = new Set([0x0a, 0x0d, 0x09]);

const coverage = new Map<FontWeight, Map<number, boolean>>();

/**
 * Each code point the font of its text has no glyph for, once per text. react-pdf would print
 * such a character in a fallback font, as the wrong glyph, without telling anyone.
 */
export function findUnrenderable(texts: readonly PrintedText[]): UnrenderableCharacter[] {
  const found: UnrenderableCharacter[] = [];
  for (const { path, text, weight } of texts) {
    const reported = new Set<number>();
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (reported.has(codePoint) || hasGlyph(weight, codePoint)) continue;
      reported.add(codePoint);
      found.push({ path, codePoint });
    }
  }
  return found;
}

function hasGlyph(weight: FontWeight, codePoint: number): boolean {
  if (LAYOUT_CHARACTERS.has(codePoint)) return true;
  let known = coverage.get(weight);
  if (!known) {
    known = new Map();
    coverage.set(weight, known);
  }
  let covered = known.get(codePoint);
  if (covered === undefined) {
    covered = fontFile(weight).hasGlyphForCodePoint(codePoint);
    known.set(codePoint, covered);
  }
  return covered;
}
