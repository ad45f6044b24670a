import { randomUUID } from 'node:crypto';

/**
 * What every response carries (docs/security.md): the security headers of `hono/secure-headers`'
 * defaults, and the request id. They are the same on every response, so the Node listener sets
 * them on the socket's response before the app runs (node-listener.ts): Hono's `Headers`
 * objects, and the slow path they force in the node adapter, cost a bare app over half its
 * speed (docs/performance.md). Answers built without Node (tests, `app.request`) get them from
 * the app's first middleware instead.
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'no-referrer'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

export const REQUEST_ID_HEADER = 'x-request-id';

const MAX_REQUEST_ID_LENGTH = 255;
const REQUEST_ID_CHARACTERS = /[^\w\-=]/;

/** The client's request id when it is a short run of word characters, `-` and `=`; else a new UUID. */
export function requestIdFor(sent: string | undefined): string {
  return sent && sent.length <= MAX_REQUEST_ID_LENGTH && !REQUEST_ID_CHARACTERS.test(sent)
    ? sent
    : randomUUID();
}
