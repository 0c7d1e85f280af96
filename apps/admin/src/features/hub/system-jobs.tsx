import { hubJobs, type HubJob } from '@zilt/contracts/admin-hub';
import type { PaidUserRow as PaidUser } from '@zilt/contracts/admin-hub';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { previewCells, previewColumns, useLogLineText } from './log-lines.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { StatusLine } from '../../components/status/status.tsx';
import { Table } from '../../components/table/table.tsx';
import { anyJobRunning } from './job-states.ts';
import {
  paidUserCells,
  paidUsersCsv,
  paidUsersCsvColumns,
  paidUsersFileName,
  paidUsersPreviewRows,
} from './paid-users-csv.ts';
import { useHub, type HubConnection } from './use-hub.ts';

/** The connection line: connected, connecting, lost (retrying) or refused. */
function ConnectionStatus({ connection }: { connection: HubConnection }) {
  const { t } = useTranslation();
  const tone = connection.status === 'connected' ? 'success' : connection.status === 'refused' ? 'error' : 'info';
  const detail = connection.status === 'refused' && connection.message ? ` (${connection.message})` : '';
  return (
    <div className="admin-connection" data-status={connection.status}>
      <span className="admin-connection__dot" aria-hidden="true" />
      <StatusLine tone={tone}>
        {t(`system.connection.${connection.status}`)}
        {detail}
      </StatusLine>
    </div>
  );
}

/** Paying subscribers: the first rows, then '...', and the whole list as a CSV download. */
function PaidUsersPreview({ rows, done }: { rows: readonly PaidUser[]; done: boolean }) {
  const { t } = useTranslation();
  const download = () => {
    const file = new Blob([paidUsersCsv(rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = paidUsersFileName(new Date());
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Card title={t('system.paidUsers.title')}>
      <p>{t('system.paidUsers.count', { count: rows.length })}</p>
      <Table
        label={t('system.paidUsers.table')}
        empty=""
        columns={previewColumns(paidUsersCsvColumns, t)}
        rows={rows
          .slice(0, paidUsersPreviewRows)
          .map((row) => previewCells(paidUserCells(row), paidUsersCsvColumns, t))}
      />
      {rows.length > paidUsersPreviewRows ? <p className="admin-table-more">...</p> : null}
      <Button variant="secondary" onClick={download} disabled={!done || rows.length === 0}>
        {t('system.paidUsers.download')}
      </Button>
    </Card>
  );
}

/** The log panel: every line the jobs write, newest at the bottom, kept in view as lines arrive. */
function LogPanel({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation();
  const lineText = useLogLineText();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = panel.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <Card title={t('system.log.title')}>
      <div
        ref={panel}
        className="admin-log"
        role="log"
        aria-live="polite"
        aria-label={t('system.log.title')}
        tabIndex={0}
      >
        {lines.length === 0 ? (
          <p className="admin-log__empty">{t('system.log.empty')}</p>
        ) : (
          lines.map((line, index) => (
            <p key={index} className="admin-log__line">
              {lineText(line)}
            </p>
          ))
        )}
      </div>
    </Card>
  );
}

/** The System page's jobs: a button per job with its state, the connection, the log and the paid users. */
export function SystemJobs({ token }: { token: string }) {
  const { t } = useTranslation();
  const { connection, state, invoke } = useHub(token);
  const busy = anyJobRunning(state);
  const canStart = connection.status === 'connected' && !busy;
  const showPaidUsers = state.paidUsers.length > 0 || state.paidUsersDone;
  return (
    <div className="admin-system">
      <ConnectionStatus connection={connection} />
      <Card title={t('system.jobs.title')}>
        <ul className="admin-jobs">
          {hubJobs.map((job: HubJob) => (
            <li key={job} className="admin-jobs__item" data-job={job} data-state={state.jobs[job]}>
              <Button onClick={() => invoke(job)} disabled={!canStart} aria-describedby={`job-${job}-state`}>
                {job}
              </Button>
              <span className="admin-jobs__text">{t(`system.jobs.describe.${job}`)}</span>
              <span id={`job-${job}-state`} className={`admin-jobs__state admin-jobs__state--${state.jobs[job]}`}>
                {t(`system.jobs.state.${state.jobs[job]}`)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <LogPanel lines={state.log} />
      {showPaidUsers ? <PaidUsersPreview rows={state.paidUsers} done={state.paidUsersDone} /> : null}
    </div>
  );
}
