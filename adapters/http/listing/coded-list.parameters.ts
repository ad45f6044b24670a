// The list parameters of rows with a code, a label and change times (docs/api/lists.md#coded-lists).
import type { z } from '@hono/zod-openapi';
import { CODED_SORT_KEYS, type CodedFilter } from '../../../application/listing/coded-listing.js';
import { recordFilterParameters } from '../records/record-list.parameters.js';
import { listParameters } from './list-parameters.js';

/** Tags, nomenclatures, badges and companies: the coded sorts and `modifiedSince`; a kind adds its own filters. */
export function codedListParameters<S extends z.ZodRawShape>(filters: S) {
  return listParameters(Object.keys(CODED_SORT_KEYS), { ...recordFilterParameters, ...filters });
}

/** The coded parameters alone: what every coded kind's list reads. */
export type CodedQuery = ReturnType<typeof codedListParameters<Record<never, never>>>;

export function codedFilter(params: { readonly modifiedSince?: CodedFilter['modifiedSince'] }): CodedFilter {
  return { modifiedSince: params.modifiedSince };
}
