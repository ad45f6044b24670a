import { endSession, getSession, onSignedInElsewhere, setSession } from './session';

const REFRESH_PATH = '/api/v1/auth/refresh';
const LOGOUT_PATH = '/api/v1/auth/logout';
const PUBLIC_PATHS = new Set(['/api/v1/auth/login', REFRESH_PATH]);
/** Asks the service to keep the refresh token in its HttpOnly cookie (docs/api/access.md). */
export const REFRESH_COOKIE_HEADER = { 'X-Refresh-Cookie': 'true' } as const;

/** How a refresh ended: a new pair, a refusal (the session is over), or no answer at all. */
type Renewal = 'renewed' | 'refused' | 'unreachable';

let refreshing: Promise<Renewal> | undefined;

async function renew(): Promise<Renewal> {
  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, { method: 'POST', headers: REFRESH_COOKIE_HEADER });
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return 'refused';
  const renewed = (await response.json()) as { accessToken: string; user: { username: string } };
  setSession({ accessToken: renewed.accessToken, username: renewed.user.username });
  return 'renewed';
}

/**
 * Renews the access token with the cookie. Single-flight in the tab, and one tab at a time (a
 * Web Lock): a refresh token works once and a reused one ends the session, so tabs and requests
 * failing together wait for each other instead of racing with one cookie.
 */
function refreshSession(): Promise<Renewal> {
  refreshing ??= oneTabAtATime().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The lock is held until the renewal has its answer, and with it the new cookie. */
async function oneTabAtATime(): Promise<Renewal> {
  return navigator.locks ? await navigator.locks.request('console.refresh', renew) : renew();
}

/** A new tab, a reload, or a sign-in in another tab: the cookie's session, if there is one. */
export async function restoreSession(): Promise<void> {
  const renewal = await refreshSession();
  if (renewal !== 'renewed') endSession({ tellOtherTabs: false });
}

onSignedInElsewhere(() => void restoreSession());

/**
 * Ends the session on the service (its cookie cleared) and in every tab of the console. An access
 * token expired meanwhile is renewed first, so the session does not live on behind a failed logout.
 */
export async function signOut(): Promise<void> {
  if (getSession()) {
    const logout = new Request(new URL(LOGOUT_PATH, window.location.origin), {
      method: 'POST',
      headers: REFRESH_COOKIE_HEADER,
    });
    await authFetch(logout).catch(() => undefined);
  }
  endSession();
}

function withToken(request: Request, token: string | undefined): Request {
  const authorised = new Request(request);
  if (token) authorised.headers.set('Authorization', `Bearer ${token}`);
  return authorised;
}

/**
 * fetch with the session's bearer token. A 401 renews the token once and retries; a refused
 * renewal ends the console's session (back to the login page); a service out of reach ends nothing.
 */
export async function authFetch(request: Request): Promise<Response> {
  if (PUBLIC_PATHS.has(new URL(request.url).pathname)) return fetch(request);
  const retry = request.clone();
  const sent = getSession()?.accessToken;
  const response = await fetch(withToken(request, sent));
  if (response.status !== 401 || !sent) return response;
  // Another request may have renewed the token while this one was under way.
  const renewal = getSession()?.accessToken !== sent ? 'renewed' : await refreshSession();
  const token = getSession()?.accessToken;
  if (renewal === 'unreachable') return response;
  if (renewal === 'refused' || !token) {
    endSession();
    return response;
  }
  return fetch(withToken(retry, token));
}
