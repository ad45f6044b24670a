// From a list's validated query parameters to the use case's request.
import type { ListDefinition, ListRequest, SortOrder } from '../../../application/listing/list-query.js';
import { decisiveWords, MAX_SEARCH_WORDS, queryWords } from '../../../domain/listing/search-words.js';
import { invalidField } from '../../../domain/shared/domain-error.js';
import { decodeCursor } from './list-cursor.js';

/** What `listParameters` gives a handler. */
export interface ListParams {
  readonly limit?: number;
  readonly cursor?: string;
  readonly sort?: string;
  readonly q?: string;
  readonly count?: boolean;
}

export function listRequest<K extends string, F>(
  params: ListParams,
  definition: ListDefinition<{ readonly id: number }, K>,
  filter: F,
  /** The list's order when none is asked for. */
  defaultSort: K | 'code' = 'code',
): ListRequest<K, F> {
  const sort = params.sort ?? defaultSort;
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as K;
  const words = params.q === undefined ? [] : queryWords(params.q);
  if (params.q !== undefined && words.length === 0) {
    throw invalidField('LIST.INVALID_PARAMETER', 'q', 'must hold at least one letter or digit');
  }
  if (words.length > MAX_SEARCH_WORDS) {
    throw invalidField(
      'LIST.INVALID_PARAMETER',
      'q',
      `holds ${words.length} different words; at most ${MAX_SEARCH_WORDS}`,
    );
  }
  assertPagedCursor(params);
  return {
    query: { sort: { key, descending }, filter, words: decisiveWords(words) },
    limit: params.limit,
    after: params.cursor === undefined ? undefined : decodeCursor(params.cursor, sort, key, definition),
    count: params.count ?? false,
  };
}

/** A cursor continues a page: without `limit` it is a 400 naming it. */
export function assertPagedCursor(params: Pick<ListParams, 'limit' | 'cursor'>): void {
  if (params.cursor !== undefined && params.limit === undefined) {
    throw invalidField('LIST.INVALID_PARAMETER', 'cursor', 'needs limit: follow the Link header as given');
  }
}

/** The `sort` parameter that asks for `order`: what a cursor is bound to. */
export function sortText(order: SortOrder<string>): string {
  return order.descending ? `-${order.key}` : order.key;
}
