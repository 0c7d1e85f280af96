import type { ReactNode } from 'react';
import type { Language } from '@zilt/contracts/common';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { pagePath } from '../page-address/resolve-page-address';
import type { ClassifiedError } from './classify-route-error';
import './page-states.css';

interface PageStateViewProps {
  classified: ClassifiedError;
  error: unknown;
  language: Language;
  /** The stack is shown only outside production (interpretation §6). */
  showStack: boolean;
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

/** What the visitor sees when a page cannot be shown: connection error, access denied, crash. */
export function PageStateView({ classified, error, language, showStack }: PageStateViewProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const home = <Link to={pagePath(language, '/')}>{t('notFound.backHome')}</Link>;

  switch (classified.kind) {
    case 'connection':
      return (
        <StateSection
          title={t('state.connectionError')}
          action={{ label: t('state.retry'), onClick: () => void revalidator.revalidate() }}
          home={home}
        >
          <p>{t('state.connectionHelp')}</p>
        </StateSection>
      );
    case 'unauthorized':
      return <StateSection title={t('state.accessDenied')} home={home} />;
    case 'chunk':
      return (
        <StateSection title={t('crash.title')} action={{ label: t('crash.reload'), onClick: reload }} home={home}>
          <p>{t('state.chunkFailed')}</p>
        </StateSection>
      );
    case 'not-found':
    case 'failed':
      return (
        <StateSection
          title={classified.kind === 'not-found' ? t('notFound.title') : t('state.failed')}
          action={{ label: t('state.retry'), onClick: reload }}
          home={home}
        />
      );
    case 'crash': {
      const parts = errorParts(error);
      return (
        <StateSection title={t('crash.title')} action={{ label: t('crash.reload'), onClick: reload }} home={home}>
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
