import fc from 'fast-check';
import {
  type CodedRow,
  codedSearchText,
  matchesCodedFilter,
} from '../../application/listing/coded-listing.js';
import { matchesWords } from '../../domain/listing/search-words.js';
import { type Instant, instantFromMicros } from '../../domain/shared/instant.js';
import { rarely, WALK_SEARCHES, walkText } from './list-walk.js';
import { T0 } from './persistence.js';

/** What the walks of coded rows (tags, nomenclatures, badges, companies) share. */

/** A coded row's fields as a walk makes them: label, description and a change time. */
export const codedFields = fc.record({
  label: walkText,
  description: fc.option(walkText, { nil: null }),
  modified: fc.integer({ min: 0, max: 5 }),
});
export type CodedFields = typeof codedFields extends fc.Arbitrary<infer T> ? T : never;

/** The instant `offset` microseconds after T0; none for none. */
export function sinceT0(offset: number): Instant;
export function sinceT0(offset: number | undefined): Instant | undefined;
export function sinceT0(offset: number | undefined): Instant | undefined {
  return offset === undefined ? undefined : instantFromMicros(T0 + offset);
}

/** The fields of a new coded row with a code of its own. */
export function codedRow(created: CodedFields, serial: number) {
  const at = sinceT0(created.modified);
  return {
    code: `G${serial}`,
    label: created.label,
    description: created.description,
    createdAt: at,
    updatedAt: at,
  };
}

/** The walk parts of a coded list filtered only by `modifiedSince`. */
export const codedWalk = {
  fields: codedFields,
  filter: fc.record({ modifiedSince: rarely(fc.integer({ min: 0, max: 5 })) }),
  searches: WALK_SEARCHES,
  toFilter: (chosen: { modifiedSince: number | undefined }) => ({
    modifiedSince: sinceT0(chosen.modifiedSince),
  }),
  matches: (row: CodedRow, filter: { modifiedSince?: Instant }, words: readonly string[]) =>
    matchesCodedFilter(row, filter) && matchesWords(codedSearchText(row), words),
};
