// The list parameters every record kind shares (docs/api/lists.md#coded-lists), and the record filter they give.
import { z } from '@hono/zod-openapi';
import { RECORD_SORT_KEYS, type RecordFilter } from '../../../application/records/record-listing.js';
import { parseInstant } from '../../../domain/shared/instant.js';
import { filterParameter, listParameters } from '../listing/list-parameters.js';

const InstantValue = z
  .string()
  .transform((text, ctx) => {
    const instant = instantOrUndefined(text);
    if (instant === undefined) {
      ctx.addIssue({ code: 'custom', message: 'must be an instant such as 2026-11-23T09:30:00Z' });
      return z.NEVER;
    }
    return instant;
  })
  .openapi({ format: 'date-time' });

/** Instants are microseconds, exact until the year 2255: a later one is no instant either. */
function instantOrUndefined(text: string) {
  try {
    return parseInstant(text);
  } catch {
    return undefined;
  }
}

export const recordFilterParameters = {
  modifiedSince: filterParameter(
    InstantValue,
    'modifiedSince',
    'Rows changed at or after this instant (UTC, as lastModifiedDate is written)',
    '2026-01-01T00:00:00Z',
  ),
};

export function recordFilter(params: {
  readonly modifiedSince?: RecordFilter['modifiedSince'];
}): RecordFilter {
  return { modifiedSince: params.modifiedSince };
}

/** The record sorts and `modifiedSince`, and a kind's own filters. */
export function recordListParameters<S extends z.ZodRawShape>(filters: S) {
  return listParameters(Object.keys(RECORD_SORT_KEYS), { ...recordFilterParameters, ...filters });
}

/** The record parameters alone: what every kind's list reads. */
export type RecordQuery = ReturnType<typeof recordListParameters<Record<never, never>>>;
