import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { SYSTEM_ROLE_PERMISSIONS, SYSTEM_ROLES } from '../../../domain/access/role.js';
import { type Access, requireAccess } from '../auth.middleware.js';
import { PROBLEM_CONTENT_TYPE } from '../problem.js';
import { limitRate } from '../rate-limit.js';
import { strictUtf8Json } from '../strict-utf8-json.js';

export const BEARER_SCHEME = 'bearerAuth';

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    code: z.string().openapi({ description: 'Stable machine-readable error code, on every problem' }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .openapi('Problem');

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: malformed JSON, wrong content type, unknown property or invalid field',
  401: 'Missing, invalid or expired bearer token',
  403: 'The caller lacks the required role',
  404: 'Not found',
  409: 'Conflict with the current state',
  412: 'Precondition Failed: the resource no longer has an entity tag that If-Match names; nothing was written',
  413: 'Request body too large; for a printout, more records than one document may hold (PRINT.TOO_LARGE)',
  415: 'Content-Encoding not supported: send the body uncompressed',
  422: 'Content cannot be processed',
  429: 'Too many attempts',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable: the database (or another resource) is out of reach or busy for now; retry after Retry-After seconds',
  504: 'Gateway Timeout',
  507: 'Insufficient Storage: the database has no space left, so nothing was stored (DATABASE.STORAGE_FULL); reads go on; retry after Retry-After seconds',
};

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer' as const, minimum: 1 },
  },
};

function problemResponse(status: number) {
  return {
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    ...((status === 503 || status === 507) && { headers: RETRY_AFTER }),
    content: { [PROBLEM_CONTENT_TYPE]: { schema: ProblemSchema } },
  };
}

/** A positive 64-bit-safe integer taken from the path; anything else is a 400. */
export const IdParam = z
  .string()
  .regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer')
  .transform(Number)
  .refine(Number.isSafeInteger, 'is out of range')
  .openapi({ type: 'integer', minimum: 1, example: 1 });

export const IdParams = z.object({
  id: IdParam.openapi({ param: { name: 'id', in: 'path' }, type: 'integer', minimum: 1, example: 1 }),
});

export const IdsBody = z
  .strictObject({ ids: z.array(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)).max(10_000) })
  .openapi('Ids', { example: { ids: [2, 3] } });

export const BulkResult = z
  .object({ deletedIds: z.array(z.number().int()), skippedIds: z.array(z.number().int()) })
  .openapi('BulkResult');

/** A field a client may send back as it read it: the server owns it and ignores what is sent. */
export const ServerOwned = z.unknown().optional().openapi({ description: 'Server-owned; ignored' });

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { 'application/json': { schema } } };
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** What a kind's operation IDs are made of: `Task` and `Tasks` give `getTask`, `listTasks`. */
export interface OperationNames {
  readonly one: string;
  readonly many: string;
}

type SecuredRouteConfig<R extends RouteConfig> = R & {
  /**
   * The operation's stable name in generated clients (`listTasks`, `printSelectedTasks`):
   * renaming it breaks their code, so it is required and changed only on purpose.
   */
  readonly operationId: string;
  readonly access: Access;
  /** Error statuses beyond the ones every route of its kind can answer. */
  readonly errors?: readonly number[];
  /** False for the rare route that never reads the database, so never answers its 503. */
  readonly database?: boolean;
  /** Whether it stores anything, so a full disk refuses it (507); unless told, every method but GET does. */
  readonly writes?: boolean;
  /** Exports, imports, seeds, printouts and prompts: counted against the tighter budget too. */
  readonly expensive?: boolean;
};

/**
 * A route with its access rule: the middleware that enforces it, the bearer scheme in
 * the document, and every error it can answer (docs/api/operations.md#openapi-document-and-swagger-ui: all of them are documented).
 */
export function defineRoute<R extends RouteConfig>(config: SecuredRouteConfig<R>): R {
  const { access, errors = [], database = true, expensive = false, writes, ...route } = config;
  const stores = writes ?? route.method !== 'get';
  // The API is rate-limited; health, metrics and the documentation are not.
  const limited = route.path.startsWith('/api/');
  const statuses = new Set<number>(errors);
  if (limited) statuses.add(429);
  if (database) statuses.add(503);
  if (database && stores) statuses.add(507);
  if (route.request) statuses.add(400);
  // Every body is bounded (docs/api/errors.md), so every route that reads one can answer 413.
  if (route.request?.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (access !== 'public') {
    statuses.add(401);
    if (access !== 'authenticated') statuses.add(403);
  }
  statuses.add(500);
  const responses: RouteConfig['responses'] = { ...route.responses };
  // A response the route declares itself (the readiness probe's 503) is kept.
  for (const status of [...statuses].sort()) responses[status] ??= problemResponse(status);
  // Access is checked before the body is read; the body is checked before it is parsed.
  const middleware = [
    ...(access === 'public' ? [] : [requireAccess(access)]),
    // After the access check, so the caller is counted by who they are, not where they are.
    ...(limited ? [limitRate(expensive ? 'expensive' : 'plain')] : []),
    ...(Object.keys(route.request?.body?.content ?? {}).some(isJsonMediaType) ? [strictUtf8Json] : []),
    ...toArray(route.middleware),
  ];
  // The added responses and middleware widen R's literal types, which callers rely on staying
  // those of the route they declared: the returned config is that route, completed.
  return createRoute({
    ...route,
    responses,
    middleware,
    // Public: an explicit empty requirement, unless the route names its own (a guarded /metrics).
    ...(access === 'public' && { security: route.security ?? [] }),
    ...(access !== 'public' && {
      security: [{ [BEARER_SCHEME]: [] }],
      // What passes, for readers of the document and for the privilege-escalation test.
      'x-permission': access === 'authenticated' ? 'any' : access,
      'x-roles': access === 'authenticated' ? ['any'] : systemRolesGranting(access),
    }),
  } as unknown as R);
}

/** What a route says besides its operation ID, method, path and tags. */
type RouteParts = Omit<SecuredRouteConfig<RouteConfig>, 'operationId' | 'method' | 'path' | 'tags'>;

/**
 * defineRoute for the routes of one tag, as a module writes its own: each with its operation ID,
 * method and path first, as a router names them, then what it says.
 */
export function taggedRoutes(tag: string) {
  const tags = [tag];
  return <const M extends RouteConfig['method'], const P extends string, const C extends RouteParts>(
    operationId: string,
    method: M,
    path: P,
    parts: C,
  ) => defineRoute({ operationId, method, path, tags, ...parts });
}

/** The system roles that hold a permission; custom roles are data, listed by the roles API. */
function systemRolesGranting(permission: Exclude<Access, 'public' | 'authenticated'>): string[] {
  return SYSTEM_ROLES.filter((role) => SYSTEM_ROLE_PERMISSIONS[role].includes(permission));
}

/** application/json and the +json types (application/merge-patch+json). */
function isJsonMediaType(mediaType: string): boolean {
  return /^application\/([a-z.-]+\+)?json$/i.test(mediaType);
}

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value as T];
}
