import type { components } from '../api/schema';
import { authFetch } from '../auth/auth-fetch';
import { readEvents } from '../language-model/sse-events';

/** One change of a record, as the live feed tells it (docs/api/changes.md#events). */
export type ChangeEvent = components['schemas']['ChangeEvent'];

type Listener = (event: ChangeEvent) => void;

const EVENTS_PATH = '/api/v1/events';
/** Waits before reconnecting after a stream ended or failed: doubling from 1 s up to 30 s. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

const listeners = new Set<Listener>();
let connection: AbortController | undefined;
let retryTimer: number | undefined;
/** The last change received: a reconnection resumes after it, so nothing is missed in between. */
let lastEventId: number | undefined;

function isChangeEvent(type: string, data: unknown): data is ChangeEvent {
  return type.includes('.') && typeof data === 'object' && data !== null && 'data' in data;
}

/**
 * One stream of the live feed for the whole tab, open while something listens. The feed needs
 * the bearer token, which EventSource cannot send, so it is read with fetch; after its end (an
 * overflow, the service restarting, the network) it is opened again with `Last-Event-ID`.
 */
async function connect(wait: number): Promise<void> {
  const controller = new AbortController();
  connection = controller;
  let retryIn = wait;
  const headers: Record<string, string> =
    lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) };
  try {
    const request = new Request(new URL(EVENTS_PATH, window.location.origin), {
      headers,
      signal: controller.signal,
    });
    const response = await authFetch(request);
    if (response.ok && response.body) {
      retryIn = FIRST_RETRY_MS;
      for await (const { type, data } of readEvents(response.body)) {
        if (type === 'overflow') lastEventId = (data as { lastEventId: number }).lastEventId;
        else if (isChangeEvent(type, data)) {
          lastEventId = data.data.changeId;
          for (const listener of listeners) listener(data);
        }
      }
    }
  } catch {
    // Aborted, or out of reach: the retry below decides.
  }
  if (connection !== controller || controller.signal.aborted) return;
  retryTimer = window.setTimeout(() => void connect(Math.min(retryIn * 2, LAST_RETRY_MS)), retryIn);
}

function disconnect(): void {
  window.clearTimeout(retryTimer);
  connection?.abort();
  connection = undefined;
}

/** Calls `listener` with every change the signed-in user may read, as it happens; returns the unsubscribe. */
export function subscribeToChanges(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) void connect(FIRST_RETRY_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) disconnect();
  };
}
