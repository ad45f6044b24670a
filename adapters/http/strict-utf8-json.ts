import type { MiddlewareHandler } from 'hono';
import { InvalidInput } from '../../domain/shared/domain-error.js';
import { keepBody } from './node-body.js';

/** Without `stream`, each call decodes a whole input and keeps no state: one decoder serves all requests. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Whether a request's `Content-Type` says JSON: its body is read whole, checked and parsed. */
export function isJsonBody(contentType: string | undefined): boolean {
  return /json/i.test(contentType ?? '');
}

/**
 * A JSON body whose bytes are not UTF-8 (a Latin-1 byte, a surrogate written as CESU-8) is a 400,
 * never text holding U+FFFD where the bytes were (docs/api/text.md). Hono keeps the bytes read
 * here and their text, which the JSON validator parses.
 */
export const strictUtf8Json: MiddlewareHandler = async (c, next) => {
  if (!isJsonBody(c.req.header('content-type'))) return next();
  const bytes = await c.req.arrayBuffer();
  try {
    // Kept as the text the JSON validator parses, so Hono does not decode the bytes again.
    keepBody(c.req, 'text', UTF8.decode(bytes));
  } catch {
    throw new InvalidInput('REQUEST.INVALID', 'The request body is not valid UTF-8', [
      { path: 'body', message: 'is not valid UTF-8' },
    ]);
  }
  return next();
};
