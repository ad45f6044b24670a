import { useEffect, useState } from 'react';
import { Banner } from '../ui/banner';
import type { RemoteChange } from './use-remote-change';

const VERBS: Readonly<Record<RemoteChange['action'], string>> = {
  created: 'Created',
  updated: 'Changed',
  archived: 'Archived',
  deleted: 'Deleted',
  restored: 'Restored from a backup',
};

/** Seconds since `since`, counted up every second while shown. */
function useSecondsSince(since: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1_000));
}

/**
 * "Changed by erika 12 s ago" above an open record that someone else wrote meanwhile. A reload
 * is offered while the form holds no edits; with edits, Save finds the change (412) and offers
 * the merge.
 */
export function RemoteChangeNotice({
  change,
  dirty,
  onReload,
}: {
  readonly change: RemoteChange;
  readonly dirty: boolean;
  readonly onReload: () => void;
}) {
  const seconds = useSecondsSince(change.heardAt);
  const gone = change.action === 'archived' || change.action === 'deleted';
  return (
    <Banner tone="info">
      {VERBS[change.action]} by {change.username} {seconds} s ago.{' '}
      {!gone && !dirty && (
        <button type="button" className="button button-small" onClick={onReload}>
          Show their version
        </button>
      )}
      {!gone && dirty && 'Saving will show their changes beside yours.'}
    </Banner>
  );
}
