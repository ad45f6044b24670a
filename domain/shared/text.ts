/**
 * The text policy of the API (docs/api/text.md), one set of rules for every string a client
 * sends. Each validator maps a problem to its field's own error code; these functions only
 * say what is wrong.
 */

/** In `u` mode a surrogate pair matches as its astral code point, so only an unpaired half is `Cs`. */
const LONE_SURROGATE = /\p{Cs}/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** What one line cannot hold: C0, DEL, C1, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Multi-line text keeps tab, LF and CR; every other control character is refused. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point
const CONTROL_EXCEPT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * Characters that draw nothing or only steer how others are drawn: format characters (zero-width
 * spaces and joiners, soft hyphen, bidi embeddings, overrides, isolates and marks, U+FEFF) and the
 * rest of Unicode's default-ignorable set (variation selectors, Hangul fillers, tag characters).
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** A character that shows: not whitespace, not a control, not invisible, not half a surrogate pair. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;

/** True unless the string holds an unpaired UTF-16 surrogate, which no UTF-8 store can keep. */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Blank: no visible character at all (empty, whitespace, controls or invisible characters only). */
export function isBlank(value: string): boolean {
  return !VISIBLE.test(value);
}

/** Why `value` is not acceptable as one line of text, or undefined when it is. */
export function singleLineProblem(value: string): string | undefined {
  if (!isWellFormed(value)) return ILL_FORMED;
  const found = LINE_BREAKING.exec(value);
  return found ? `must not contain control characters or line breaks (${codePoint(found[0])})` : undefined;
}

/** Why `value` is not acceptable as multi-line text (tabs and line breaks allowed), or undefined. */
export function multiLineProblem(value: string): string | undefined {
  if (!isWellFormed(value)) return ILL_FORMED;
  const found = CONTROL_EXCEPT_LINE_BREAKS_AND_TABS.exec(value);
  return found
    ? `must not contain control characters other than tabs and line breaks (${codePoint(found[0])})`
    : undefined;
}

/**
 * The stored form of an identifier (a code): NFC, so that "é" and "e\u0301" are one code. Call it
 * on well-formed text only, then check the result with `identifierProblem`.
 */
export function normalizeIdentifier(value: string): string {
  return value.normalize('NFC');
}

/**
 * Why `value` cannot be an identifier beyond the one-line rules, or undefined: an invisible or
 * bidi-control character would make two different identifiers look the same.
 */
export function identifierProblem(value: string): string | undefined {
  const found = INVISIBLE.exec(value);
  return found
    ? `must not contain invisible or bidirectional control characters (${codePoint(found[0])})`
    : undefined;
}

const ILL_FORMED = 'must be well-formed Unicode (it holds an unpaired UTF-16 surrogate)';

/** `U+200B`: names the offending character without echoing it. */
function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
