import fc from 'fast-check';
import { expect } from 'vitest';
import { ListUseCase } from '../../application/listing/list.use-case.js';
import type {
  ListDefinition,
  ListPosition,
  ListQuery,
  SortValue,
} from '../../application/listing/list-query.js';
import type { ListingRepository } from '../../application/listing/ports/listing.repository.js';
import { searchWords } from '../../domain/listing/search-words.js';
import { compareCodePoints } from '../../domain/shared/code-order.js';

/**
 * One kind of row walked page by page (docs/api/lists.md#paging): how to make rows, how to
 * remove one between pages, and this test's own reading of the filter and search rules.
 */
export interface WalkSubject<T extends { readonly id: number }, K extends string, F, Fields, Chosen> {
  readonly listing: ListDefinition<T, K>;
  readonly repository: ListingRepository<T, K, F>;
  /** The fields of a new row. */
  readonly fields: fc.Arbitrary<Fields>;
  /** A filter as the test picks it; `toFilter` makes it the query's. */
  readonly filter: fc.Arbitrary<Chosen>;
  toFilter(chosen: Chosen): F;
  /** Rows listed throughout the walks, never removed (the roots of a tree, the system roles). */
  readonly standing?: readonly T[];
  /** Values of `q`, each found in some rows. */
  readonly searches: readonly string[];
  /** Stores a row; `serial` is unique across the whole property run (for codes). */
  store(fields: Fields, serial: number): Promise<T>;
  /** Takes rows out of the list (archives or deletes them). */
  remove(rows: readonly T[]): Promise<void>;
  matches(row: T, filter: F, words: readonly string[]): boolean;
}

/** Words with accents, cases and scripts the search folds, some beginning others. */
export const WALK_WORDS = [
  'Crème',
  'brûlée',
  'milk',
  'Milch',
  'Καλημέρα',
  'report',
  're-port',
  'ÉTÉ',
  'été',
  'x',
];
/** Searches that find some of the texts made of WALK_WORDS. */
export const WALK_SEARCHES = ['cre', 'BRU', 'milk', 'καλη', 'ete', 're port', 'x'];

/** One to three of the words. */
export const walkText = fc
  .array(fc.constantFrom(...WALK_WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

/** Present in one run out of eight: most walks keep enough rows to page through. */
export const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 7 }, { arbitrary, weight: 1 });

/** Between two pages: nothing, a new row, or the removal of one of the rows. */
function step<Fields>(fields: fc.Arbitrary<Fields>) {
  return fc.oneof(
    fc.constant({ kind: 'none' as const }),
    fields.map((created) => ({ kind: 'create' as const, created })),
    fc.nat().map((which) => ({ kind: 'remove' as const, which })),
  );
}

/**
 * A walk of every page, for any sort, filter and search, gives the matching rows in order,
 * none twice, none missed, even as rows are added and removed between pages.
 */
export async function assertEveryWalk<T extends { readonly id: number }, K extends string, F, Fields, Chosen>(
  subject: WalkSubject<T, K, F, Fields, Chosen>,
  numRuns = 40,
): Promise<void> {
  const list = new ListUseCase(subject.repository, subject.listing);
  const keys = Object.keys(subject.listing.sortKeys) as K[];
  let serial = 0;
  const store = (fields: Fields) => subject.store(fields, serial++);
  await fc.assert(
    fc.asyncProperty(
      fc.array(subject.fields, { minLength: 3, maxLength: 25 }),
      fc.constantFrom(...keys),
      fc.boolean(),
      subject.filter,
      rarely(fc.constantFrom(...subject.searches)),
      fc.integer({ min: 1, max: 6 }),
      fc.array(step(subject.fields), { maxLength: 10 }),
      async (rows, key, descending, chosen, q, limit, steps) => {
        const before: T[] = [];
        for (const fields of rows) before.push(await store(fields));
        const query: ListQuery<K, F> = {
          sort: { key, descending },
          filter: subject.toFilter(chosen),
          words: q === undefined ? [] : searchWords(q),
        };
        const matches = (row: T) => subject.matches(row, query.filter, query.words);
        const sorted = order(subject.listing, key, descending);
        const expected = [...(subject.standing ?? []), ...before].filter(matches).sort(sorted);
        const live = [...before];
        try {
          const walked: T[] = [];
          const removed = new Set<number>();
          let after: ListPosition | undefined;
          for (let page = 0; ; page++) {
            const answer = await list.execute({ query, limit, after, count: false });
            if (!('items' in answer)) throw new Error('a page was asked for');
            walked.push(...answer.items);
            if (!answer.next) break;
            after = answer.next;
            const change = steps[page];
            if (change?.kind === 'create') live.push(await store(change.created));
            if (change?.kind === 'remove' && live.length > 0) {
              const [gone] = live.splice(change.which % live.length, 1);
              await subject.remove([gone!]);
              removed.add(gone!.id);
            }
          }
          const ids = walked.map((row) => row.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const row of walked) expect(matches(row)).toBe(true);
          expect([...walked].sort(sorted).map((row) => row.id)).toEqual(ids);
          const kept = expected.filter((row) => !removed.has(row.id)).map((row) => row.id);
          expect(ids.filter((id) => kept.includes(id))).toEqual(kept);
          if (steps.every((change) => change.kind === 'none')) expect(ids).toEqual(kept);
        } finally {
          // Whatever happened, the next run starts with no row of this walk listed.
          await subject.remove(live);
        }
      },
    ),
    { numRuns },
  );
}

/** The documented order: values in code-point or numeric order, empty ones last, ties by ID; reversed by `-`. */
export function order<T extends { readonly id: number }, K extends string>(
  listing: ListDefinition<T, K>,
  key: K,
  descending: boolean,
) {
  const ascending = (a: T, b: T) =>
    compareValues(listing.sortValue(a, key), listing.sortValue(b, key)) || a.id - b.id;
  return (a: T, b: T) => (descending ? -ascending(a, b) : ascending(a, b));
}

function compareValues(x: SortValue, y: SortValue): number {
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === 'number') return x - (y as number);
  if (typeof x === 'string') return compareCodePoints(x, y as string);
  const [first, second] = y as readonly [string, string];
  return compareCodePoints(x[0], first) || compareCodePoints(x[1], second);
}
