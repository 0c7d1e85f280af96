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

/** What the visitor sees when a page cannot be shown: connection error, access denied, crash. */
export function PageStateView({ classified, error, language, showStack }: PageStateViewProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const home = <Link to={pagePath(language, '/')}>{t('notFound.backHome')}</Link>;

  switch (classified.kind) {
    case 'connection':
      return (
        <section className="page-state container" role="alert">
          <h1 className="page-state__title">{t('state.connectionError')}</h1>
          <p>{t('state.connectionHelp')}</p>
          <p className="page-state__actions">
            <button type="button" className="button button--primary" onClick={() => void revalidator.revalidate()}>
              {t('state.retry')}
            </button>
            {home}
          </p>
        </section>
      );
    case 'unauthorized':
      return (
        <section className="page-state container" role="alert">
          <h1 className="page-state__title">{t('state.accessDenied')}</h1>
          <p className="page-state__actions">{home}</p>
        </section>
      );
    case 'chunk':
      return (
        <section className="page-state container" role="alert">
          <h1 className="page-state__title">{t('crash.title')}</h1>
          <p>{t('state.chunkFailed')}</p>
          <p className="page-state__actions">
            <button type="button" className="button button--primary" onClick={reload}>
              {t('crash.reload')}
            </button>
            {home}
          </p>
        </section>
      );
    case 'not-found':
    case 'failed':
      return (
        <section className="page-state container" role="alert">
          <h1 className="page-state__title">{classified.kind === 'not-found' ? t('notFound.title') : t('state.failed')}</h1>
          <p className="page-state__actions">
            <button type="button" className="button button--primary" onClick={reload}>
              {t('state.retry')}
            </button>
            {home}
          </p>
        </section>
      );
    case 'crash': {
      const parts = errorParts(error);
      return (
        <section className="page-state container" role="alert">
          <h1 className="page-state__title">{t('crash.title')}</h1>
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
          <p className="page-state__actions">
            <button type="button" className="button button--primary" onClick={reload}>
              {t('crash.reload')}
            </button>
            {home}
          </p>
        </section>
      );
    }
  }
}
