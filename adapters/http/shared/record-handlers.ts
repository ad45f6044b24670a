import type { z } from '@hono/zod-openapi';
import type { Context, Input } from 'hono';
import type { ListAnswer, ListDefinition, ListRequest } from '../../../application/listing/list-query.js';
import type { Actor } from '../../../application/shared/actor.js';
import type { Precondition } from '../../../domain/shared/precondition.js';
import type { AppEnv } from '../app-env.js';
import { answerList } from '../listing/list-answer.js';
import { type ListParams, listRequest } from '../listing/list-request.js';
import { conditionalJson, ifMatch, taggedJson } from './conditional-requests.js';
import { applyMergePatch } from './merge-patch-request.js';

/*
 * The read and write handlers every record resource answers the same way
 * (docs/api/records.md#conditional-requests, docs/api/lists.md): a read with its ETag or a 304,
 * a create's 201 with its Location, a PUT guarded by If-Match, a JSON Merge Patch written as a
 * PUT, the list, and a DELETE's 204. Every record kind, users and roles build theirs here.
 */

/** A handler's context, with what its route validated; any route whose request holds it fits. */
// biome-ignore lint/suspicious/noExplicitAny: the path is each route's own; the handlers read none of it
export type Validated<Out extends Input['out']> = Context<AppEnv, any, { out: Out }>;

type Identified = { readonly id: number };

/** The use cases behind the handlers, of records `T`: created from `I`, changed by `U`. */
export interface RecordUseCases<T, I, U, K extends string, L> {
  readonly get: { execute(id: number): Promise<T> };
  readonly create: { execute(input: I, actor: Actor): Promise<T> };
  readonly update: {
    execute(id: number, input: U, actor: Actor, precondition?: Precondition<T>): Promise<T>;
  };
  readonly list: { execute(request: ListRequest<K, L>): Promise<ListAnswer<T>> };
}

/** How a list's query parameters, the kind's `Q` besides the common ones, give the use case's request. */
export interface RecordList<Q, K extends string, L> {
  readonly listing: ListDefinition<{ readonly id: number }, K>;
  filter(params: Q): L;
  /** The order without `sort`; `code` unless told. */
  readonly defaultSort?: K | 'code';
}

/** One resource over HTTP: create bodies `C` and PUT bodies `B`, answered as `R`. */
export interface RecordResource<T extends Identified, C, B, I, U, R extends object, Q, K extends string, L> {
  /** e.g. `/api/v1/task`: a created record's Location is `<basePath>/<id>`. */
  readonly basePath: string;
  /** The kind's name in messages, e.g. `Task`. */
  readonly kindName: string;
  /** The PUT body's schema, which a patched body must pass as any PUT body. */
  readonly update: z.ZodType<B>;
  /** The representation, whose entity tag If-Match and If-None-Match name. */
  toResponse(record: T): R;
  /** A create body as the create use case takes it. */
  createInput(body: C): I;
  /** A PUT body, or a patched one, as the update use case takes it. */
  updateInput(body: B): U;
  /** The PUT body that would leave the record as it is: what a PATCH applies to. */
  putBody(record: T): object;
  readonly list: RecordList<Q, K, L>;
}

/** The handlers of get, create, update, patch and list, each typed by what it reads of its request. */
export function recordHandlers<T extends Identified, C, B, I, U, R extends object, Q, K extends string, L>(
  r: RecordResource<T, C, B, I, U, R, Q, K, L>,
  useCases: RecordUseCases<T, I, U, K, L>,
) {
  const { toResponse, list } = r;
  return {
    get: async (c: Validated<{ param: Identified }>) =>
      conditionalJson(c, toResponse(await useCases.get.execute(c.req.valid('param').id))),
    create: async (c: Validated<{ json: C }>) => {
      const created = await useCases.create.execute(r.createInput(c.req.valid('json')), c.get('actor'));
      return taggedJson(c, toResponse(created), 201, { Location: `${r.basePath}/${created.id}` });
    },
    update: async (c: Validated<{ param: Identified; json: B }>) => {
      const { id } = c.req.valid('param');
      const input = r.updateInput(c.req.valid('json'));
      const updated = await useCases.update.execute(id, input, c.get('actor'), ifMatch(c, toResponse));
      return taggedJson(c, toResponse(updated), 200);
    },
    patch: async (c: Validated<{ param: Identified; json: unknown }>) => {
      const { id } = c.req.valid('param');
      const updated = await applyMergePatch(c, c.req.valid('json'), {
        name: r.kindName,
        id,
        read: () => useCases.get.execute(id),
        represent: toResponse,
        putBody: r.putBody,
        schema: r.update,
        write: (body, precondition) =>
          useCases.update.execute(id, r.updateInput(body), c.get('actor'), precondition),
      });
      return taggedJson(c, toResponse(updated), 200);
    },
    list: async (c: Validated<{ query: Q & ListParams }>) => {
      const params = c.req.valid('query');
      const request = listRequest(params, list.listing, list.filter(params), list.defaultSort);
      return answerList(c, await useCases.list.execute(request), toResponse);
    },
  };
}

/** The DELETE of one record, removed or archived: 204, or 412 when If-Match no longer names it. */
export function removeHandler<T>(
  useCase: { execute(id: number, actor: Actor, precondition?: Precondition<T>): Promise<void> },
  represent: (record: T) => object,
) {
  return async (c: Validated<{ param: Identified }>) => {
    await useCase.execute(c.req.valid('param').id, c.get('actor'), ifMatch(c, represent));
    return c.body(null, 204);
  };
}
