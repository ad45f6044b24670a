import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { searchWords } from '../../../domain/listing/search-words.js';
import { describeEachBackend } from '../../support/backends.js';
import { expectProblem, json } from '../../support/http.js';
import { useTestApp } from '../../support/use-test-app.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
/** Letters and digits of several scripts, some of which are the same search word (`é`, `E`, `e`). */
const CHARACTERS = [...`${ALPHABET}0123456789ÉéÇçΩωЖж東京`];

/** docs/api/lists.md#search: `q` looks for its different words, at most 32 of them. */
describeEachBackend('task search words', (backend) => {
  const t = useTestApp(backend);

  const list = (query: string) => t.request('GET', `/api/v1/task${query}`, { token: t.admin });
  /** The codes listed, the count and the next page's address for `q` (and more parameters). */
  const answer = async (q: string, more = '') => {
    const response = await list(`?q=${encodeURIComponent(q)}${more}`);
    expect(response.status, q).toBe(200);
    const codes = ((await json(response)) as { code: string }[]).map((task) => task.code);
    const next = response.headers.get('link')?.replace(/q=[^&]*/, 'q=…') ?? null;
    return { codes, count: response.headers.get('x-total-count'), next };
  };

  beforeEach(async () => {
    const labels = [
      'Alpha beta',
      'Buy milk',
      'A bit of both',
      'Amber bottle',
      'Zebra',
      'Quick brown fox jumps over the lazy dog',
      ALPHABET.split('').join(' '),
    ];
    for (const [i, label] of labels.entries()) {
      const response = await t.request('POST', '/api/v1/task', {
        token: t.admin,
        json: { code: `T${i + 1}`, label },
      });
      expect(response.status).toBe(201);
    }
  });

  it('when q repeats words or holds words that begin others, then it lists, pages and counts what its different words do', async () => {
    const same: [string, string][] = [
      ['a a a b', 'a b'],
      ['A, a; Á b B', 'a b'],
      ['b a b a', 'a b'],
      ['mil milk MILK', 'milk'],
      ['a al alp alpha', 'alpha'],
      [Array.from({ length: 250 }, (_, i) => ALPHABET[i % 26]).join(' '), ALPHABET.split('').join(' ')],
    ];
    for (const [repeated, distinct] of same) {
      for (const more of ['', '&count=true', '&limit=1&count=true', '&sort=-label&limit=2']) {
        expect(await answer(repeated, more), `${repeated} ${more}`).toEqual(await answer(distinct, more));
      }
    }
    expect((await answer('a a a b')).codes).toEqual(['T1', 'T3', 'T4', 'T7']);
    expect((await answer(ALPHABET.split('').join(' '))).codes).toEqual(['T7']);
  });

  it('when q holds more than 32 different words, then 400 naming q and the limit, and at 32 it is answered', async () => {
    const distinct = fc
      .uniqueArray(fc.string({ unit: fc.constantFrom(...CHARACTERS), minLength: 1, maxLength: 4 }), {
        minLength: 33,
        maxLength: 80,
        selector: (word) => searchWords(word)[0],
      })
      .filter((words) => words.join(' ').length <= 500);
    await fc.assert(
      fc.asyncProperty(distinct, fc.constantFrom(' ', ', ', ';', ' - '), async (words, separator) => {
        for (const path of ['/api/v1/task', '/api/v1/tag', '/api/v1/contact', '/api/v1/auth/users']) {
          const response = await t.request('GET', `${path}?q=${encodeURIComponent(words.join(separator))}`, {
            token: t.admin,
          });
          const problem = await expectProblem(response, 400, 'LIST.INVALID_PARAMETER');
          expect(problem.errors).toEqual([
            { path: 'q', message: `holds ${words.length} different words; at most 32` },
          ]);
        }
        // The first 32 of them, each written twice in another case: 32 different words.
        const kept = words.slice(0, 32);
        const atTheCap = [...kept, ...kept.map((word) => word.toUpperCase())].join(separator);
        if (atTheCap.length <= 500)
          expect((await list(`?q=${encodeURIComponent(atTheCap)}`)).status).toBe(200);
      }),
      { numRuns: 15 },
    );
  });
});
