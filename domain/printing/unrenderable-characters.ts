import type { ErrorDetail } from '../shared/domain-error.js';

/** A character of a printed text that no bundled font has a glyph for. */
export interface UnrenderableCharacter {
  /** Where it occurs, e.g. `records[3].Description` or `badges[0].name`. */
  readonly path: string;
  /** The same for a reader, e.g. `Task ABC-1 (ID 42), field Description`. */
  readonly place: string;
  readonly codePoint: number;
}

/** Records named one by one; a longer list says nothing more and only buries the first ones. */
export const MAX_NAMED_RECORDS = 8;
/** Characters shown for one record; the rest are counted. */
export const MAX_SHOWN_CHARACTERS = 3;

/** A character a reader can see on its own: a letter, digit, punctuation or symbol (not a mark, space, control or private use). */
const VISIBLE = /^[\p{L}\p{N}\p{P}\p{S}]$/u;

interface RecordFinding {
  /** Its first offending text: where the entry points. */
  readonly path: string;
  readonly place: string;
  readonly places: Set<string>;
  readonly codePoints: Set<number>;
}

/**
 * The refusal of a printout, one entry per record (or other part of the document: the title,
 * the column headings), in document order: its first offending text, how many other texts of
 * it are affected, its first few characters and how many more. Records past the first few are
 * counted in the detail.
 */
export function describeUnrenderable(characters: readonly UnrenderableCharacter[]): {
  readonly detail: string;
  readonly details: ErrorDetail[];
} {
  const records = new Map<string, RecordFinding>();
  for (const { path, place, codePoint } of characters) {
    const key = path.split('.')[0]!;
    let found = records.get(key);
    if (!found) {
      found = { path, place, places: new Set(), codePoints: new Set() };
      records.set(key, found);
    }
    found.places.add(place);
    found.codePoints.add(codePoint);
  }
  const what = characters.length === 1 ? 'a character' : 'characters';
  const counted =
    records.size > MAX_NAMED_RECORDS
      ? `, in ${records.size} places; the first ${MAX_NAMED_RECORDS} are listed`
      : '';
  return {
    detail: `The document holds ${what} no font can print${counted}`,
    details: [...records.values()].slice(0, MAX_NAMED_RECORDS).map(entry),
  };
}

function entry({ path, place, places, codePoints }: RecordFinding): ErrorDetail {
  const others = places.size - 1;
  const where = others > 0 ? `${place} and ${others} other field${others === 1 ? '' : 's'}` : place;
  const all = [...codePoints];
  const shown = all.slice(0, MAX_SHOWN_CHARACTERS).map(characterLabel).join(', ');
  const more = all.length > MAX_SHOWN_CHARACTERS ? ` and ${all.length - MAX_SHOWN_CHARACTERS} more` : '';
  const them = all.length === 1 ? 'it' : 'them';
  return { path, message: `${where}: ${shown}${more} cannot be printed: no font has a glyph for ${them}` };
}

/** `U+1F389 🎉`; the code point alone when the character would show as nothing or as something else. */
function characterLabel(codePoint: number): string {
  const character = String.fromCodePoint(codePoint);
  return VISIBLE.test(character) ? `${codePointLabel(codePoint)} ${character}` : codePointLabel(codePoint);
}

/** `U+00E9`, the usual notation: at least four upper-case hex digits. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}
