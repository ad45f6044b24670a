import { useEffect, useRef } from 'react';
import { type ChangeEvent, subscribeToChanges } from './live-changes';

/** Calls `onChange` with every change of records of `resource` (`tasks`, `tags`…); none when undefined. */
export function useLiveChanges(resource: string | undefined, onChange: (event: ChangeEvent) => void): void {
  // The callback changes at every render; the latest is the one to call.
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (resource === undefined) return;
    return subscribeToChanges((event) => {
      if (event.data.resource === resource) latest.current(event);
    });
  }, [resource]);
}
