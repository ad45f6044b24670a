import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api/client';
import { restoreSession } from './auth/auth-fetch';
import { getSessionState, subscribeSession } from './auth/session';
import { LoginPage } from './login-page';
import { Shell } from './shell/shell';
import { applyViewMode } from './theme';

void restoreSession();

/**
 * Nothing while the cookie's session is looked for (a reload, a new tab), then the login page
 * until a session exists, then the console; the user's view mode once signed in.
 */
export function App() {
  const state = useSyncExternalStore(subscribeSession, getSessionState);
  const username = state.phase === 'signed-in' ? state.session.username : undefined;
  useEffect(() => {
    if (!username) return;
    void api.GET('/api/v1/settings/user/me').then(({ data }) => {
      if (data) applyViewMode(data.viewMode);
    });
  }, [username]);
  if (state.phase === 'restoring') return <main className="login" aria-busy="true" />;
  return username ? <Shell username={username} /> : <LoginPage />;
}
