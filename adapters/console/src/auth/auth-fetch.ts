import { getSession, setSession } from './session';

const REFRESH_PATH = '/api/v1/auth/refresh';
const PUBLIC_PATHS = new Set(['/api/v1/auth/login', REFRESH_PATH]);

/** How a refresh ended: a new pair, a refusal (the session is over), or no answer at all. */
type Renewal = 'renewed' | 'refused' | 'unreachable';

let refreshing: Promise<Renewal> | undefined;

async function renew(): Promise<Renewal> {
  const session = getSession();
  if (!session) return 'refused';
  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
  } catch {
    return 'unreachable';
  }
  if (!response.ok) return 'refused';
  const pair = (await response.json()) as { accessToken: string; refreshToken: string };
  setSession({ ...session, accessToken: pair.accessToken, refreshToken: pair.refreshToken });
  return 'renewed';
}

/**
 * Renews the token pair. Single-flight: a refresh token works once and a reused one ends the
 * session, so requests failing together wait for the same refresh instead of racing.
 */
function refreshSession(): Promise<Renewal> {
  refreshing ??= renew().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function withToken(request: Request, token: string | undefined): Request {
  const authorised = new Request(request);
  if (token) authorised.headers.set('Authorization', `Bearer ${token}`);
  return authorised;
}

/**
 * fetch with the session's bearer token. A 401 renews the pair once and retries; a refused renewal
 * ends the console's session (back to the login page); a service out of reach ends nothing.
 */
export async function authFetch(request: Request): Promise<Response> {
  if (PUBLIC_PATHS.has(new URL(request.url).pathname)) return fetch(request);
  const retry = request.clone();
  const sent = getSession()?.accessToken;
  const response = await fetch(withToken(request, sent));
  if (response.status !== 401 || !sent) return response;
  // Another request may have renewed the pair while this one was under way.
  const renewal = getSession()?.accessToken !== sent ? 'renewed' : await refreshSession();
  const token = getSession()?.accessToken;
  if (renewal === 'unreachable') return response;
  if (renewal === 'refused' || !token) {
    setSession(null);
    return response;
  }
  return fetch(withToken(retry, token));
}
