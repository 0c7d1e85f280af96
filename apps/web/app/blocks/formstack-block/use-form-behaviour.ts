import { useEffect, type RefObject } from 'react';
import { formErrorAttribute, formFieldClasses } from '@zilt/contracts/form-field-markup';
import { formErrorCheckMs } from '../../lib/scripts/form-timings';

/** A form's message that is showing. */
const visibleErrorSelector = `[${formErrorAttribute}]:not([hidden])`;

/**
 * The first time a form error appears inside `container`, the page scrolls to the first one (and
 * its field gets the focus); later errors do not move the page again. Checked every 500 ms while
 * the form is shown.
 */
export function useScrollToFirstError(container: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let scrolled = false;
    const timer = setInterval(() => {
      const error = container.current?.querySelector<HTMLElement>(visibleErrorSelector);
      if (!error || scrolled) return;
      scrolled = true;
      clearInterval(timer);
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const field = error.closest(`.${formFieldClasses.field}`);
      (field ?? error).scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
      field?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
    }, formErrorCheckMs);
    return () => clearInterval(timer);
  }, [container, active]);
}
