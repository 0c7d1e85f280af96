import { useLayoutEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * `server`: as rendered on the server, fully visible (no JavaScript needed to read it).
 * `static`: hydrated, but already on screen or motion is unwanted: never animated.
 * `pending`: hydrated and below the fold: hidden until it scrolls into view.
 * `revealed`: scrolled into view once; the CSS plays the fade-and-rise.
 */
export type RevealState = 'server' | 'static' | 'pending' | 'revealed';

export const defaultRevealThreshold = 0.1;

/**
 * The share of the element that must be visible. A tall element may never reach a high
 * threshold, so it is lowered to what the viewport can show.
 */
export function effectiveThreshold(threshold: number, elementHeight: number, viewportHeight: number): number {
  const wanted = Math.min(1, Math.max(0.1, threshold));
  if (elementHeight <= 0) return wanted;
  const reachable = (viewportHeight * 0.9) / elementHeight;
  return Math.max(0.01, Math.min(wanted, reachable));
}

function isOnScreen(rect: DOMRect): boolean {
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

/** Reveals an element once when it scrolls into view, never again; see `reveal.css`. */
export function useReveal<T extends Element>(threshold: number = defaultRevealThreshold) {
  const [state, setState] = useState<RevealState>('server');
  const [observedThreshold, setObservedThreshold] = useState(threshold);
  const element = useRef<T | null>(null);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const rect = node.getBoundingClientRect();
    if (reducedMotion || typeof IntersectionObserver === 'undefined' || isOnScreen(rect)) {
      setState('static');
      return;
    }
    setObservedThreshold(effectiveThreshold(threshold, rect.height, window.innerHeight));
    setState('pending');
  }, [threshold]);

  const { ref: observe } = useInView({
    threshold: observedThreshold,
    triggerOnce: true,
    skip: state !== 'pending',
    onChange: (inView) => {
      if (inView) setState('revealed');
    },
  });

  const ref = (node: T | null) => {
    element.current = node;
    observe(node);
  };
  return { ref, state };
}
