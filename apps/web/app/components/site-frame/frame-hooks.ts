import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

// What every frame of the app (the content site's and the agency site's) does around its pages.

/**
 * Moves focus to the main content after a client-side navigation, so keyboard and screen
 * reader users start reading the new page instead of staying on the link they used.
 */
export function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/** Marks the document once React has taken over (tests wait for it before clicking). */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
}
