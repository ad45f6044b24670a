import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The opt-in cookie session of browser clients (docs/api/access.md#a-browser-session-in-a-cookie):
 * with `X-Refresh-Cookie: true`, login and refresh put the refresh token in an HttpOnly cookie
 * sent only to the refresh path, refresh reads it from there, and logout clears it. Without the
 * header nothing changes: no cookie is set, and one sent is ignored, so a request a foreign page
 * makes (it cannot add the header without a CORS preflight) never refreshes with it.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v1/auth/refresh';
const HEADER = 'x-refresh-cookie';

export const RefreshCookieHeaders = z.object({
  [HEADER]: z.enum(['true']).optional().openapi({
    description:
      'For browser clients: `true` keeps the refresh token in an HttpOnly cookie instead of the body (login and refresh set it, refresh reads it, logout clears it)',
  }),
});

export const wantsRefreshCookie = (c: Context): boolean => c.req.header(HEADER) === 'true';

export const refreshCookieToken = (c: Context): string | undefined => getCookie(c, REFRESH_COOKIE);

/** Secure even on plain-http localhost: browsers accept Secure cookies from http://localhost. */
const COOKIE = { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'Strict' } as const;

export function setRefreshCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, REFRESH_COOKIE, token, { ...COOKIE, maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, COOKIE);
}

/** A refresh refused (401) while the cookie was asked for clears it: the browser drops a dead token. */
export const clearRefusedRefreshCookie: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 401 && wantsRefreshCookie(c)) clearRefreshCookie(c);
};
