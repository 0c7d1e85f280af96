import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSpaPath } from '../../lib/page-address/spa-address';

/** After an address change the page settles for this long before it scrolls to the hash target. */
export const hashScrollDelayMs = 500;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The element a hash names (`#results`): by id, else by an anchor's name. */
function hashTarget(hash: string): HTMLElement | null {
  let name = hash.slice(1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // an undecodable hash names itself
  }
  if (!name) return null;
  return document.getElementById(name) ?? document.getElementsByName(name)[0] ?? null;
}

function scrollSmoothlyTo(hash: string): void {
  hashTarget(hash)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** A click that the browser would handle itself: another button, a modifier key, a new tab or a download. */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (anchor.target === '' || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}

/**
 * Scrolling of the agency site's CMS pages: a link to a place on the same page scrolls there
 * smoothly (and the address takes the hash); an address that arrives with a hash scrolls to its
 * target smoothly once the page has settled; links of the editor's text to other agency pages
 * navigate in place, and a new address starts at the top (the router resets the scroll).
 */
export function useCmsScroll(container: RefObject<HTMLElement | null>): void {
  const { pathname, hash, key } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!hash) return undefined;
    const timer = window.setTimeout(() => scrollSmoothlyTo(hash), hashScrollDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isPlainClick(event, anchor)) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) {
        event.preventDefault();
        // The address shows the place; the router need not render anything for it.
        window.history.replaceState(window.history.state, '', url.hash);
        scrollSmoothlyTo(url.hash);
      } else if (isSpaPath(url.pathname)) {
        event.preventDefault();
        void navigate(`${url.pathname}${url.search}${url.hash}`);
      }
    }
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}
