/**
 * The words a search matches (docs/api/lists.md#search): letters and digits, compared without
 * case or accents. Every backend indexes and queries these same words, so a search answers the
 * same on memory, SQLite and Postgres.
 */

/** Longer words are kept to their first this many characters: a prefix still finds them. */
export const MAX_WORD_LENGTH = 64;

/**
 * Different words one search may look for. Each is tested on every row a search reads, and a
 * one-letter word begins a word of nearly every row: a `q` of 250 such words cost seconds a page.
 */
export const MAX_SEARCH_WORDS = 32;

const MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** The words of `text`: compatibility-decomposed, marks dropped, lower-cased, split on anything else. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word.length > 0)
    .map((word) => (word.length > MAX_WORD_LENGTH ? [...word].slice(0, MAX_WORD_LENGTH).join('') : word));
}

/** The different words of a search's text, in the order they first come: `a A á b` looks for `a b`. */
export function queryWords(text: string): string[] {
  return [...new Set(searchWords(text))];
}

/**
 * The words that decide whether a row matches: a word beginning another of them is left out, as
 * any row with a word beginning `alp` has one beginning `a`. `a al alp` finds what `alp` does.
 */
export function decisiveWords(words: readonly string[]): string[] {
  const distinct = [...new Set(words)];
  return distinct.filter((word) => !distinct.some((other) => other !== word && other.startsWith(word)));
}

/** What a row is found by: the distinct words of its searchable fields, separated by one space. */
export function searchText(fields: readonly (string | null | undefined)[]): string {
  const words = new Set<string>();
  for (const field of fields) if (field) for (const word of searchWords(field)) words.add(word);
  return [...words].join(' ');
}

/** True when every one of `query` begins some word of `text` (a `searchText`). */
export function matchesWords(text: string, query: readonly string[]): boolean {
  const words = text.length === 0 ? [] : text.split(' ');
  return query.every((prefix) => words.some((word) => word.startsWith(prefix)));
}
