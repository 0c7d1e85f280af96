import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNavigation } from 'react-router';
import './navigation-progress.css';

/** A navigation that answers within this time shows no bar: a flash would only distract. */
export const progressDelayMs = 150;

/** Whether the next page has been loading for longer than `delayMs`. */
function useSlowNavigation(delayMs: number): boolean {
  const loading = useNavigation().state !== 'idle';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) {
      setSlow(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setSlow(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [loading, delayMs]);
  return loading && slow;
}

/**
 * A slim bar at the top of the window while the next page loads during a client-side
 * navigation, after a short delay. It is fixed in place, so it moves nothing on the page; a
 * polite live region (always present, so screen readers listen to it) says that the page is
 * loading.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const active = useSlowNavigation(progressDelayMs);
  return (
    <>
      <div className="navigation-progress" data-active={active} aria-hidden="true">
        <div className="navigation-progress__bar" />
      </div>
      <p className="visually-hidden" aria-live="polite" data-navigation-status>
        {active ? t('navigation.loading') : ''}
      </p>
    </>
  );
}
