import { Pager } from '../../components/pager/pager.tsx';
import type { ActivityEntry, ActivityResponse } from '@zilt/contracts/support-activity';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { StatusLine } from '../../components/status/status.tsx';
import { Table } from '../../components/table/table.tsx';
import type { CallResult } from '../../lib/api-client.ts';
import { useStaffTime } from '../../lib/amsterdam-time.ts';
import { fetchActivity } from './activity-client.ts';

type Loaded = { status: 'idle' } | { status: 'loading' } | { status: 'done'; result: CallResult<ActivityResponse> };

/** The page number of the address, or 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** What a change was given, with the data page's field names ("New country: Nederland"). */
function useParameterText() {
  const { t } = useTranslation();
  return (entry: ActivityEntry) =>
    Object.entries(entry.Parameters)
      .filter(([name]) => name !== 'StartedAt' && name !== 'EndedAt')
      .map(([name, value]) => `${t(`data.form.${name}`, { defaultValue: name })}: ${String(value)}`)
      .join('; ');
}

/**
 * The audit trail: who changed what and when (support changes and job runs), newest first, a
 * page at a time, optionally of one subscriber. The filter and the page live in the address,
 * so a list can be linked to and Back returns to the previous one.
 */
export function ActivityList({ token }: { token: string }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const parameterText = useParameterText();
  const [params, setParams] = useSearchParams();
  const subscriber = params.get('subscriber')?.trim() ?? '';
  const page = pageOf(params.get('page'));
  const [typed, setTyped] = useState(subscriber);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const id = useId();

  useEffect(() => setTyped(subscriber), [subscriber]);

  useEffect(() => {
    if (!token) {
      setLoaded({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    fetchActivity(token, { subscriber: subscriber || undefined, page }, controller.signal).then(
      (result) => setLoaded({ status: 'done', result }),
      () => undefined,
    );
    return () => controller.abort();
  }, [token, subscriber, page]);

  const show = (next: { subscriber?: string; page?: number }) => {
    const query = new URLSearchParams();
    const chosen = next.subscriber ?? subscriber;
    if (chosen) query.set('subscriber', chosen);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const filter = (event: FormEvent) => {
    event.preventDefault();
    show({ subscriber: typed.trim(), page: 1 });
  };

  const result = loaded.status === 'done' ? loaded.result : undefined;
  const list = result?.ok ? result.value : undefined;
  const pages = list ? Math.max(1, Math.ceil(list.Total / list.PageSize)) : 1;
  const subject = (entry: ActivityEntry) => {
    if (entry.TargetType === 'job') return t('activity.subject.job');
    if (entry.TargetType === 'user' && entry.TargetId) {
      return (
        <Link to={`?${new URLSearchParams({ subscriber: entry.TargetId })}`} className="admin-link">
          {t('activity.subject.user', { id: entry.TargetId })}
        </Link>
      );
    }
    return t('activity.subject.entity', { type: entry.TargetType, id: entry.TargetId ?? '—' });
  };

  return (
    <div className="admin-ops">
      <Card title={t('activity.list.title')}>
        <form role="search" className="admin-filter" onSubmit={filter} aria-label={t('activity.filter.title')}>
          <div className="admin-filter__field">
            <label htmlFor={id}>{t('activity.filter.label')}</label>
            <input
              id={id}
              className="admin-input"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <Button type="submit" disabled={!token}>
            {t('activity.filter.submit')}
          </Button>
          {subscriber ? (
            <Button variant="secondary" onClick={() => show({ subscriber: '', page: 1 })}>
              {t('activity.filter.clear')}
            </Button>
          ) : null}
        </form>
        {!token ? <p>{t('activity.needToken')}</p> : null}
        {loaded.status === 'loading' ? <StatusLine>{t('activity.loading')}</StatusLine> : null}
        {result && !result.ok ? (
          <StatusLine tone="error">
            {result.status === 404 ? t('activity.notFound') : `${t('activity.failed')} (${result.message})`}
          </StatusLine>
        ) : null}
        {list ? (
          <>
            <StatusLine>
              {subscriber
                ? t('activity.summarySubscriber', { count: list.Total, page: list.Page, pages, subscriber })
                : t('activity.summary', { count: list.Total, page: list.Page, pages })}
            </StatusLine>
            <Table
              label={t('activity.table')}
              empty={t('activity.empty')}
              columns={[
                t('activity.column.at'),
                t('activity.column.actor'),
                t('activity.column.kind'),
                t('activity.column.subject'),
                t('activity.column.details'),
                t('activity.column.outcome'),
              ]}
              rows={list.Entries.map((entry) => [
                time(entry.At),
                entry.Actor,
                entry.TargetType === 'job' ? entry.Kind : t(`data.actions.${entry.Kind}`, { defaultValue: entry.Kind }),
                subject(entry),
                parameterText(entry),
                entry.Ok ? (
                  t('activity.outcome.ok')
                ) : (
                  <span className="admin-outcome--error">
                    {entry.TargetType === 'job'
                      ? t('activity.outcome.error')
                      : t('activity.outcome.refused', { message: entry.Message ?? '' })}
                  </span>
                ),
              ])}
            />
            <Pager
              label={t('activity.pager')}
              position={t('activity.pageOf', { page: list.Page, pages })}
              back={{ label: t('activity.previous'), disabled: page <= 1, onClick: () => show({ page: page - 1 }) }}
              forward={{ label: t('activity.next'), disabled: page >= pages, onClick: () => show({ page: page + 1 }) }}
            />
          </>
        ) : null}
      </Card>
    </div>
  );
}
