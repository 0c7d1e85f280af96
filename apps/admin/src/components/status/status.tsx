import type { ReactNode } from 'react';

/** A line that tells what is going on; screen readers hear it when it changes. */
export function StatusLine({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' | 'success' }) {
  return (
    <p className={`admin-status admin-status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
