import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';

/** A module adds its routes to the app. */
export type HttpModule = (app: OpenAPIHono<AppEnv>) => void;

/** A module's routes, listed in mount order. */
export type Routes = Readonly<Record<string, RouteConfig>>;

/** One handler per route, typed by it: its input by the request schemas, its answer by the responses. */
export type Handlers<R extends Routes> = { readonly [K in keyof R]: RouteHandler<R[K], AppEnv> };

/**
 * Mounts each route with its handler in the order the routes object lists them: Hono tries
 * routes in the order they were added, so fixed paths (`export.json`) must come before `{id}`.
 */
export function httpModule<R extends Routes>(routes: R, handlers: Handlers<R>): HttpModule {
  return (app) => {
    for (const key of Object.keys(routes)) app.openapi(routes[key]!, handlers[key]!);
  };
}
