/** The signed-in session: kept in sessionStorage, so it ends with the tab and no other tab shares it. */
export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly username: string;
}

const KEY = 'console.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as Session) : null;
  } catch {
    return null;
  }
}

let current = read();

export const getSession = (): Session | null => current;

export function setSession(session: Session | null): void {
  current = session;
  if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
