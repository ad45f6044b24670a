import { useEffect } from 'react';

/** Esc calls `close` while `active` (an open side panel). */
export function useEscape(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [active, close]);
}
