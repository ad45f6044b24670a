import { type RefObject, useEffect } from 'react';

/** Moves focus into a side panel as it opens, and back to what opened it (a row, a button) as it closes. */
export function usePanelFocus(heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [heading]);
}
