import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listRequest } from '../../../adapters/http/listing/list-request.js';
import { taskListing } from '../../../application/tasks/task-listing.js';
import { searchWords } from '../../../domain/listing/search-words.js';

const wordsOf = (q: string) => listRequest({ q }, taskListing, {}).query.words;

describe('the words a list request searches for', () => {
  it('when q repeats a word, in any case or accent, then the request looks for it once', () => {
    expect(wordsOf('a a a b')).toEqual(['a', 'b']);
    expect(wordsOf('A, á; a B b')).toEqual(['a', 'b']);
    expect(wordsOf('milk MILK Milk')).toEqual(['milk']);
  });

  it('when a word of q begins another, then only the longer one is looked for, since it implies the other', () => {
    expect(wordsOf('mil milk')).toEqual(['milk']);
    expect(wordsOf('milk mil')).toEqual(['milk']);
    expect(wordsOf('a al alp b')).toEqual(['alp', 'b']);
  });

  it('whatever q holds, then no word looked for begins another, and each word of q begins one of them', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcAB9é'), minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), (words) => {
        const q = words.join(' ');
        const looked = wordsOf(q);
        for (const a of looked) for (const b of looked) if (a !== b) expect(b.startsWith(a)).toBe(false);
        for (const asked of searchWords(q)) expect(looked.some((kept) => kept.startsWith(asked))).toBe(true);
        expect(looked.every((kept) => searchWords(q).includes(kept))).toBe(true);
      }),
    );
  });
});
