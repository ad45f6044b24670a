import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.js';

/**
 * The request's logger: the service's, bound to the request id. Made on first use, since most
 * requests log only their access line, which names the id itself: a pino child costs more
 * than the rest of a light request's logging.
 */
export function requestLogger(c: Context<AppEnv>): Logger {
  let logger = c.get('logger');
  if (!logger) {
    logger = c.get('serviceLogger').child({ requestId: c.get('requestId') });
    c.set('logger', logger);
  }
  return logger;
}
