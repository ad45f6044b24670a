import type { ReactNode } from 'react';

/** A message about the whole page or form; errors are announced to screen readers at once. */
export function Banner({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`banner banner-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
