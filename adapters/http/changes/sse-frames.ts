import type { Change } from '../../../domain/changes/change.js';
import { changeEvent } from '../../../domain/changes/change-event.js';

/** One Server-Sent Events message: `id`, `event` and the event's JSON on one `data` line. */
export function sseMessage(id: number, event: string, data: string): string {
  return `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;
}

export const HEARTBEAT = ': heartbeat\n\n';

// The live feed hands every stream of an audience the same run of the same changes
// (docs/api/changes.md#live-feed): each change is serialized once, and each run encoded once,
// however many streams send it. Weak keys: a run is forgotten once every stream has sent it.
const messages = new WeakMap<Change, string>();
const runs = new WeakMap<readonly Change[], Uint8Array>();

function message(change: Change): string {
  let text = messages.get(change);
  if (text === undefined) {
    const event = changeEvent(change);
    text = sseMessage(change.id, event.type, JSON.stringify(event));
    messages.set(change, text);
  }
  return text;
}

/** The messages of a run of changes, as one chunk of UTF-8, shared by every stream sending it. */
export function runFrames(changes: readonly Change[]): Uint8Array {
  let bytes = runs.get(changes);
  if (bytes === undefined) {
    bytes = Buffer.from(changes.map(message).join(''), 'utf8');
    runs.set(changes, bytes);
  }
  return bytes;
}
