// A list's answer: a page with its Link to the next, or every row streamed; counted when asked.
import type { Context } from 'hono';
import type { ListAnswer } from '../../../application/listing/list-query.js';
import { jsonBatches, jsonList } from '../json-list.js';
import { encodeCursor } from './list-cursor.js';
import { sortText } from './list-request.js';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export function answerList<T, R extends object>(c: Context, answer: ListAnswer<T>, toJson: (item: T) => R) {
  const headers: Record<string, string> = {};
  if (answer.total !== undefined) headers[TOTAL_COUNT_HEADER] = String(answer.total);
  if ('batches' in answer) return jsonBatches(c, answer.batches, toJson, 200, headers);
  if (answer.next) headers.Link = nextPageLink(c, encodeCursor(sortText(answer.sort), answer.next));
  return jsonList(c, answer.items, toJson, 200, headers);
}

/**
 * The `Link` to the next page: the request's own path and parameters with the next cursor,
 * relative, so right behind any proxy.
 */
export function nextPageLink(c: Context, cursor: string): string {
  const url = new URL(c.req.url);
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}?${url.searchParams.toString()}>; rel="next"`;
}
