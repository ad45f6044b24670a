import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls in, under its sticky header row. Focusable and named, so it
 * scrolls from the keyboard too, even when no cell holds a control.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll from the keyboard
    <section className="table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
