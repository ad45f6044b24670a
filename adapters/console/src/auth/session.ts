/**
 * The signed-in session of this tab: the access token in memory only. The refresh token lives in
 * an HttpOnly cookie the console never reads (docs/console.md#sessions), shared by every tab, so a
 * new tab or a reload starts by renewing it (`restoring` until that answers).
 */
export interface Session {
  readonly accessToken: string;
  readonly username: string;
}

export type SessionState =
  | { readonly phase: 'restoring' }
  | { readonly phase: 'signed-out' }
  | { readonly phase: 'signed-in'; readonly session: Session };

/** How the tabs of the console tell each other that the user signed in or out. */
type TabMessage = 'signed-in' | 'signed-out';

const listeners = new Set<() => void>();
const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('console.session') : undefined;
const signedInElsewhere = new Set<() => void>();

let state: SessionState = { phase: 'restoring' };

if (tabs) {
  tabs.onmessage = (event: MessageEvent<TabMessage>) => {
    if (event.data === 'signed-out') endSession({ tellOtherTabs: false });
    else if (state.phase === 'signed-out') for (const hear of signedInElsewhere) hear();
  };
}

export const getSessionState = (): SessionState => state;

export const getSession = (): Session | null => (state.phase === 'signed-in' ? state.session : null);

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** This tab's session, renewed or started here; a new sign-in is told to the other tabs. */
export function setSession(session: Session): void {
  const wasSignedIn = state.phase === 'signed-in';
  publish({ phase: 'signed-in', session });
  if (!wasSignedIn) tabs?.postMessage('signed-in' satisfies TabMessage);
}

/** Signed out here, and (unless the news came from another tab) in every other tab too. */
export function endSession({ tellOtherTabs = true } = {}): void {
  publish({ phase: 'signed-out' });
  if (tellOtherTabs) tabs?.postMessage('signed-out' satisfies TabMessage);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `hear` when another tab signs in while this one is signed out. */
export function onSignedInElsewhere(hear: () => void): () => void {
  signedInElsewhere.add(hear);
  return () => signedInElsewhere.delete(hear);
}
