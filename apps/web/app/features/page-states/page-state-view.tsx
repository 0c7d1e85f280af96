import { useEffect, type ReactNode } from 'react';
import type { Language } from '@zilt/contracts/common';
import { useTranslation } from '../../i18n/translation';
import { useRevalidator } from 'react-router';
import { pagePath } from '../../lib/page-address/resolve-page-address';
import type { ClassifiedError } from './classify-route-error';
import { SmartLink } from '../../components/smart-link/smart-link';
import { stateTitleKey } from './state-title';
import { useRetryWhenReconnected } from './use-retry-when-reconnected';
import './page-states.css';

interface PageStateViewProps {
  classified: ClassifiedError;
  error: unknown;
  language: Language;
  /** The stack is shown only outside production: visitors never see our code's internals. */
  showStack: boolean;
  /** Where 'Back to the home page' leads: the content site's home in the page language unless given. */
  homePath?: string;
}

function errorParts(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: typeof error, message: String(error) };
}

function reload() {
  window.location.reload();
}

/** The frame of every state: an alert with a heading, its text, and the actions below. */
function StateSection({
  title,
  children,
  action,
  home,
}: {
  title: string;
  children?: ReactNode;
  action?: { label: string; onClick: () => void };
  home: ReactNode;
}) {
  return (
    <section className="page-state container" role="alert">
      <h1 className="page-state__title">{title}</h1>
      {children}
      <p className="page-state__actions">
        {action && (
          <button type="button" className="button button--primary" onClick={action.onClick}>
            {action.label}
          </button>
        )}
        {home}
      </p>
    </section>
  );
}

/**
 * Puts the state's title in the tab. The route's `meta` titles every state the router knows
 * of; a component that crashes while rendering is caught by an error boundary the router does
 * not hear about, so the title is set here as well. The text node that React rendered for the
 * title is changed in place (and restored if React has not replaced it since), so the next
 * page's `meta` still updates it.
 */
function useStateTitle(title: string) {
  useEffect(() => {
    const text = document.head.querySelector('title')?.firstChild;
    if (!(text instanceof Text)) {
      document.title = title;
      return undefined;
    }
    const previous = text.data;
    text.data = title;
    return () => {
      if (text.data === title) text.data = previous;
    };
  }, [title]);
}

/** What the visitor sees when a page cannot be shown: connection error, access denied, crash. */
export function PageStateView({ classified, error, language, showStack, homePath }: PageStateViewProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const home = <SmartLink href={homePath ?? pagePath(language, '/')}>{t('notFound.backHome')}</SmartLink>;

  const title = t(stateTitleKey(classified));
  useStateTitle(title);
  // Back online, the page comes by itself: the connection error reads the page's data again
  // (and keeps checking while the server stays out of reach); a script chunk that failed to
  // load needs the whole page loaded anew, once the browser is online again.
  const retryConnection = () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  };
  useRetryWhenReconnected(
    classified.kind === 'connection' || classified.kind === 'chunk',
    classified.kind === 'chunk' ? reload : retryConnection,
    { periodic: classified.kind === 'connection' },
  );

  switch (classified.kind) {
    case 'connection':
      return (
        <StateSection
          title={title}
          action={{ label: t('state.retry'), onClick: () => void revalidator.revalidate() }}
          home={home}
        >
          <p>{t('state.connectionHelp')}</p>
        </StateSection>
      );
    case 'unauthorized':
      return <StateSection title={title} home={home} />;
    case 'chunk':
      return (
        <StateSection title={title} action={{ label: t('crash.reload'), onClick: reload }} home={home}>
          <p>{t('state.chunkFailed')}</p>
        </StateSection>
      );
    case 'not-found':
      return <StateSection title={title} action={{ label: t('state.retry'), onClick: reload }} home={home} />;
    case 'failed':
      return (
        <StateSection title={title} action={{ label: t('state.retry'), onClick: reload }} home={home}>
          <p>{t('state.failed')}</p>
          {classified.status !== undefined && (
            <p className="page-state__status">{t('state.failedStatus', { status: classified.status })}</p>
          )}
        </StateSection>
      );
    case 'crash': {
      const parts = errorParts(error);
      return (
        <StateSection title={title} action={{ label: t('crash.reload'), onClick: reload }} home={home}>
          <p>{t('crash.intro')}</p>
          <dl className="page-state__log">
            <dt>{t('crash.name')}</dt>
            <dd>
              <code>{parts.name}</code>
            </dd>
            <dt>{t('crash.message')}</dt>
            <dd>
              <code>{parts.message}</code>
            </dd>
            {showStack && parts.stack && (
              <>
                <dt>{t('crash.stack')}</dt>
                <dd>
                  <pre className="page-state__stack">{parts.stack}</pre>
                </dd>
              </>
            )}
          </dl>
        </StateSection>
      );
    }
  }
}
