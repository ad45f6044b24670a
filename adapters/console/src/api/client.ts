import createClient from 'openapi-fetch';
import { authFetch } from '../auth/auth-fetch';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];

/** The typed client of the service's public API; every call carries the session's token. */
export const api = createClient<paths>({ baseUrl: window.location.origin, fetch: authFetch });

/** The `cursor` of a `Link: <…>; rel="next"` header: the next page, or undefined at the end. */
export function nextCursor(response: Response): string | undefined {
  const link = response.headers.get('Link');
  const target = link?.match(/<([^>]+)>\s*;\s*rel="next"/)?.[1];
  return target
    ? (new URL(target, window.location.origin).searchParams.get('cursor') ?? undefined)
    : undefined;
}

export const MERGE_PATCH = { 'Content-Type': 'application/merge-patch+json' } as const;
