import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/** What the HTTP adapter reports and serves; the metrics adapter implements it, bootstrap hands it in. */
export interface HttpMetrics {
  /** One answered request, labelled by its route template (never the raw path: bounded label values). */
  requestServed(method: string, route: string, status: number, seconds: number): void;
  /** Every metric in the text exposition format, with its media type. */
  exposition(): Promise<{ readonly contentType: string; readonly body: string }>;
}

/** The one label of every request no route matched (404, 405): a scan of random paths adds no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The template of the route that answered, as registered (`/api/v1/task/:id`). Middleware is
 * registered for every method (`ALL`); the first route bound to a method is the operation's,
 * whose own middleware (authentication) shares its path, so a 401 is labelled by its route too.
 * A 405 has no route.
 */
export function routeTemplate(c: Context): string {
  // A 405 is answered before any route (method-not-allowed.ts), even where the router matched
  // another path's templated route (`PUT /api/v1/badge/:id` for `PUT /api/v1/badge/export.csv`).
  if (c.res.status === 405) return UNMATCHED_ROUTE;
  for (const route of matchedRoutes(c)) if (route.method !== 'ALL') return route.path;
  return UNMATCHED_ROUTE;
}
