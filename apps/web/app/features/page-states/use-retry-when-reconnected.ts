import { useEffect, useRef } from 'react';

/** The first check after the connection failed, and the longest wait between two checks. */
export const firstRetryMs = 3_000;
export const longestRetryMs = 30_000;

/** The wait before the check after one of `delayMs`: doubling, up to the longest. */
export function nextRetryDelay(delayMs: number): number {
  return Math.min(delayMs * 2, longestRetryMs);
}

/**
 * While a page shows that the connection failed, tries again by itself, so the visitor does not
 * have to press "Try again": at once when the browser reports that it is back online, and now
 * and then in between (with growing waits), because a browser can think it is online while the
 * server is out of reach. No checks while the browser knows it is offline or the tab is hidden.
 */
export function useRetryWhenReconnected(active: boolean, retry: () => void, options: { periodic: boolean }) {
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  const { periodic } = options;

  useEffect(() => {
    if (!active) return undefined;
    let delayMs = firstRetryMs;
    let timer: number | undefined;
    const schedule = () => {
      if (!periodic) return;
      timer = window.setTimeout(check, delayMs);
      delayMs = nextRetryDelay(delayMs);
    };
    const check = () => {
      if (navigator.onLine && document.visibilityState === 'visible') latestRetry.current();
      schedule();
    };
    const backOnline = () => {
      window.clearTimeout(timer);
      delayMs = firstRetryMs;
      latestRetry.current();
      schedule();
    };
    window.addEventListener('online', backOnline);
    schedule();
    return () => {
      window.removeEventListener('online', backOnline);
      window.clearTimeout(timer);
    };
  }, [active, periodic]);
}
