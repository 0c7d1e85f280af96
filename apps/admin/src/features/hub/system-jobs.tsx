import { hubJobs, type HubJob } from '@zilt/contracts/admin-hub';
import type { PaidUserRow as PaidUser } from '@zilt/contracts/admin-hub';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { previewCells, previewColumns, useLogLineText } from './log-lines.ts';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { StatusLine } from '../../components/status/status.tsx';
import { Table } from '../../components/table/table.tsx';
import { useStaffTime } from '../../lib/amsterdam-time.ts';
import { saveFile } from '../../lib/save-file.ts';
import { anyJobRunning, type SystemState } from './job-states.ts';
import {
  paidUserCells,
  paidUsersCsvFile,
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

/**
 * Paying subscribers: the first rows, then '...', and the whole list as a CSV download. Until
 * this page has run the job, their number is "not run yet", never a 0 nobody counted.
 */
function PaidUsersPreview({ rows, done, asked }: { rows: readonly PaidUser[]; done: boolean; asked: boolean }) {
  const { t } = useTranslation();
  const download = () => saveFile(paidUsersCsvFile(rows), paidUsersFileName(new Date()));
  const figure = !asked
    ? t('system.paidUsers.notRun')
    : done
      ? t('system.paidUsers.count', { count: rows.length })
      : t('system.paidUsers.listing');
  return (
    <Card title={t('system.paidUsers.title')}>
      <p className="admin-paid-users__figure">{figure}</p>
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

/** A job's last ended run (how it went, when on the Amsterdam clock, who started it), or its running start. */
function JobHistory({ job, state }: { job: HubJob; state: SystemState }) {
  const { t } = useTranslation();
  const time = useStaffTime();
  const current = state.current[job];
  const last = state.last[job];
  const by = (name: string | undefined) => name ?? t('system.jobs.unknownStarter');
  const text =
    state.jobs[job] === 'running' && current
      ? t('system.jobs.history.running', { time: time(current.at), by: by(current.by) })
      : last
        ? t(`system.jobs.history.${last.outcome}`, { time: time(last.at), by: by(last.by) })
        : t('system.jobs.history.never');
  return (
    <span className="admin-jobs__history" data-outcome={last?.outcome ?? 'never'}>
      {text}
    </span>
  );
}

/** The System page's jobs: a button per job with its state, the connection, the log and the paid users. */
export function SystemJobs({ token }: { token: string }) {
  const { t } = useTranslation();
  const { connection, state, invoke } = useHub(token);
  const busy = anyJobRunning(state);
  const canStart = connection.status === 'connected' && !busy;
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
              <JobHistory job={job} state={state} />
            </li>
          ))}
        </ul>
      </Card>
      <LogPanel lines={state.log} />
      <PaidUsersPreview rows={state.paidUsers} done={state.paidUsersDone} asked={state.paidUsersAsked} />
    </div>
  );
}
