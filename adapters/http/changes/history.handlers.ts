import type { ReadHistoryUseCase } from '../../../application/changes/read-history.use-case.js';
import { CHANGED_RESOURCES } from '../../../domain/changes/change.js';
import type { HttpModule } from '../http-module.js';
import { jsonList } from '../json-list.js';
import { nextPageLink } from '../listing/list-answer.js';
import { decodeCursor, encodeCursor } from '../listing/list-cursor.js';
import { assertPagedCursor } from '../listing/list-request.js';
import { historyRoute } from './history.routes.js';
import { toHistoryEntry } from './history.schemas.js';

/** A history cursor holds the ID the next page starts below. */
const CURSOR_SORT = 'history';
const CURSOR_KEYS = { sortKeys: { id: 'number' }, sortValue: () => null } as const;

/** `GET /{resource}/{id}/history` for every kind the change log keeps. */
export function historyHttp(useCase: ReadHistoryUseCase): HttpModule {
  return (app) => {
    for (const resource of CHANGED_RESOURCES) {
      app.openapi(historyRoute(resource), async (c) => {
        const { id } = c.req.valid('param');
        const { limit, cursor } = c.req.valid('query');
        assertPagedCursor({ limit, cursor });
        const before =
          cursor === undefined ? undefined : decodeCursor(cursor, CURSOR_SORT, 'id', CURSOR_KEYS).id;
        const page = await useCase.execute(resource, id, limit, before);
        const headers: Record<string, string> = {};
        if (page.next !== undefined)
          headers.Link = nextPageLink(c, encodeCursor(CURSOR_SORT, { value: null, id: page.next }));
        return jsonList(c, page.entries, toHistoryEntry, 200, headers);
      });
    }
  };
}
