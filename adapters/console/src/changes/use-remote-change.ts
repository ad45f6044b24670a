import { useEffect, useState } from 'react';
import { useLiveChanges } from './use-live-changes';

/** Someone else's write to the record an editor shows, since it was read. */
export interface RemoteChange {
  readonly username: string;
  readonly action: 'created' | 'updated' | 'archived' | 'deleted' | 'restored';
  /** When this tab heard of it (the browser's clock, so "n s ago" is right whatever the server's). */
  readonly heardAt: number;
}

interface Shown {
  readonly id: number;
  readonly lastModifiedDate?: string | null;
}

/**
 * The latest write to the shown record that the editor does not hold yet; none again once the
 * record is read or saved anew. The editor's own save comes back through the feed too: it is the
 * version shown (same last-modified date) and so not counted.
 */
export function useRemoteChange(
  resource: string | undefined,
  shown: Shown | undefined,
): RemoteChange | undefined {
  const [change, setChange] = useState<RemoteChange>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version shown clears the notice
  useEffect(() => setChange(undefined), [shown]);
  useLiveChanges(resource, ({ data }) => {
    if (shown === undefined || data.id !== shown.id) return;
    if (data.action === 'updated' && data.record?.lastModifiedDate === shown.lastModifiedDate) return;
    setChange({ username: data.actor.username, action: data.action, heardAt: Date.now() });
  });
  return change;
}
