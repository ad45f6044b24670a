import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api/client';
import { getSession, subscribeSession } from './auth/session';
import { LoginPage } from './login-page';
import { Shell } from './shell/shell';
import { applyViewMode } from './theme';

/** The login page until a session exists, then the console; the user's view mode once signed in. */
export function App() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const username = session?.username;
  useEffect(() => {
    if (!username) return;
    void api.GET('/api/v1/settings/user/me').then(({ data }) => {
      if (data) applyViewMode(data.viewMode);
    });
  }, [username]);
  return username ? <Shell username={username} /> : <LoginPage />;
}
