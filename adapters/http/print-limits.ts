import type { MiddlewareHandler } from 'hono';
import type { Actor } from '../../application/shared/actor.js';
import type { AppEnv } from './app-env.js';
import { problem } from './problem.js';

/** What a refused caller is told to wait: about the time a large document takes. */
const RETRY_AFTER_SECONDS = 5;

/** A caller is their API key or their user, as the rate limits count them. */
export function callerOf(actor: Actor): string {
  return actor.apiKeyId !== undefined ? `key:${actor.apiKeyId}` : `user:${actor.username}`;
}

/** On print routes, after the access check: over the limit, 429 `PRINT.TOO_MANY` with Retry-After. */
export function limitPrints(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limits = c.get('printLimits');
    if (!limits) return next();
    const caller = callerOf(c.get('actor'));
    if (!limits.acquire(caller)) {
      return problem(c, 429, {
        detail: `At most ${limits.perCaller} of your printouts can be in progress at once; retry when one is done`,
        code: 'PRINT.TOO_MANY',
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      });
    }
    try {
      await next();
    } finally {
      limits.release(caller);
    }
  };
}
