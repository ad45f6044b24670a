import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Logger } from 'pino';
import type { AppEnv, Authenticator } from './app-env.js';
import { clientAddress } from './client-address.js';
import { mountConsole } from './console.js';
import { errorHandler, type StorageFullPredicate, type UnavailablePredicate } from './error-handler.js';
import type { HttpModule } from './http-module.js';
import { RenderedRecords } from './listing/rendered-records.js';
import { methodNotAllowed } from './method-not-allowed.js';
import { type HttpMetrics, routeTemplate } from './metrics.js';
import { keepBody, readNodeBody, unreadIncoming } from './node-body.js';
import { requestIdOf } from './node-listener.js';
import { BEARER_SCHEME } from './openapi/common.js';
import { openApiHeader } from './openapi/document-header.js';
import { validationHook } from './openapi/validation-hook.js';
import type { PrintLimits } from './print-limit-counts.js';
import { problem } from './problem.js';
import type { RateLimits } from './rate-limit-budgets.js';
import { REQUEST_ID_HEADER, requestIdFor, SECURITY_HEADERS } from './response-headers.js';
import { isJsonBody } from './strict-utf8-json.js';
import { mountSwaggerUi, SWAGGER_UI_PATH } from './swagger-ui.js';

export interface HttpConfig {
  readonly bodyLimitBytes: number;
  readonly corsOrigins: readonly string[];
  readonly trustProxy: boolean;
}

export interface HttpDependencies {
  readonly config: HttpConfig;
  /** The service's version, shown in the OpenAPI document. */
  readonly version: string;
  readonly logger: Logger;
  readonly authenticate: Authenticator;
  readonly modules: readonly HttpModule[];
  /** Errors it accepts become 503 problems: the database is out of reach or busy for now. */
  readonly isUnavailable?: UnavailablePredicate;
  /** Errors it accepts become 507 problems: the database has no space left to write. */
  readonly isStorageFull?: StorageFullPredicate;
  /** Told of every answered request; none: nothing is counted. */
  readonly metrics?: Pick<HttpMetrics, 'requestServed'>;
  /** None: requests are not counted. */
  readonly rateLimits?: RateLimits;
  /** Printouts per caller in progress at once; none: not limited. */
  readonly printLimits?: PrintLimits;
  /** Paths whose bodies are read as they arrive, in bounded memory: the body limit does not apply (a restore). */
  readonly streamedUploads?: readonly string[];
  /** The built console's folder; none, or a folder without it: `/` leads to Swagger UI. */
  readonly consoleFolder?: string;
}

export const OPENAPI_PATH = '/openapi.json';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Builds the whole HTTP application; listening is the caller's business. */
export function createHttpApp(deps: HttpDependencies): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The access line names no secret: redaction, most of the cost of writing it, is left out.
  const accessLog = deps.logger.child({}, { redact: [] });
  const renderedRecords = new RenderedRecords();

  app.use(async (c, next) => {
    const started = performance.now();
    // Served through the Node listener, the id and the security headers are on the response already.
    const tagged = requestIdOf(c.env);
    const requestId = tagged ?? requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('serviceLogger', deps.logger);
    c.set('authenticator', deps.authenticate);
    c.set('clientAddress', clientAddress(c, deps.config.trustProxy));
    c.set('rateLimits', deps.rateLimits);
    c.set('printLimits', deps.printLimits);
    c.set('renderedRecords', renderedRecords);
    await next();
    if (tagged === undefined) {
      const headers = c.res.headers;
      for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
      headers.set(REQUEST_ID_HEADER, requestId);
    }
    const ms = performance.now() - started;
    const { method } = c.req;
    const { status } = c.res;
    deps.metrics?.requestServed(method, routeTemplate(c), status, ms / 1000);
    const actor = c.get('actor');
    // The fields a request-bound child logger would give, without making one.
    accessLog.info(
      {
        requestId,
        method,
        path: c.req.path,
        status,
        ms: Math.round(ms),
        user: actor?.username,
        apiKey: actor?.apiKeyName,
        login: c.get('loginName'),
        client: c.get('clientAddress'),
      },
      'request',
    );
  });
  if (deps.config.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: [...deps.config.corsOrigins],
        exposeHeaders: [
          'Location',
          'X-Request-Id',
          'ETag',
          'Link',
          'X-Total-Count',
          'RateLimit',
          'RateLimit-Policy',
          'Retry-After',
        ],
      }),
    );
  }
  app.use(methodNotAllowed(app));
  const tooLarge = (c: Context) =>
    problem(c, 413, {
      detail: `The request body exceeds ${deps.config.bodyLimitBytes} bytes`,
      code: 'REQUEST.TOO_LARGE',
    });
  const limitBody = bodyLimit({ maxSize: deps.config.bodyLimitBytes, onError: tooLarge });
  const streamedUploads = new Set(deps.streamedUploads ?? []);
  // The limit reads `c.req.raw.body`, which makes the node adapter build a whole fetch Request:
  // a tenth of a GET's cost, for methods whose body no route reads.
  app.use('/api/*', async (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    // A compressed body would be read as if it were plain text: refuse what is not decoded here.
    const encoding = c.req.header('content-encoding')?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      return problem(c, 415, {
        detail: `Content-Encoding "${encoding}" is not supported; send the body uncompressed`,
        code: 'REQUEST.UNSUPPORTED_ENCODING',
        headers: { 'Accept-Encoding': 'identity' },
      });
    }
    if (streamedUploads.has(c.req.path)) return next();
    const incoming = unreadIncoming(c.env);
    // A body read whole anyway (strict-utf8-json.ts) is read straight from Node's stream.
    if (incoming && isJsonBody(c.req.header('content-type'))) {
      const body = await readNodeBody(incoming, deps.config.bodyLimitBytes);
      if (body === undefined) return tooLarge(c);
      keepBody(c.req, 'arrayBuffer', body);
      return next();
    }
    return limitBody(c, next);
  });

  for (const mount of deps.modules) mount(app);

  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31(OPENAPI_PATH, openApiHeader(deps.version));
  mountSwaggerUi(app, OPENAPI_PATH);
  // The service's front door is the console; without a built one, its documentation.
  const consoleFallback = mountConsole(app, deps.consoleFolder);
  if (!consoleFallback) app.get('/', (c) => c.redirect(SWAGGER_UI_PATH, 302));

  // A path some route has answered 405 already (methodNotAllowed): what reaches here has none.
  app.notFound(
    (c) =>
      consoleFallback?.(c) ??
      problem(c, 404, { detail: `No route for ${c.req.method} ${c.req.path}`, code: 'ROUTE.NOT_FOUND' }),
  );
  app.onError(errorHandler(deps.isUnavailable, deps.isStorageFull));
  return app;
}
