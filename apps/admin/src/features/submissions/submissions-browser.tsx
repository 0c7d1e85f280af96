import { Pager } from '../../components/pager/pager.tsx';
import type { FormOverviewEntry } from '@zilt/contracts/form-overview';
import type { StoredFormSubmission } from '@zilt/contracts/form-definition';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import { StatusLine } from '../../components/status/status.tsx';
import { Table } from '../../components/table/table.tsx';
import type { CallResult } from '../../lib/api-client.ts';
import { useStaffTime } from '../../lib/amsterdam-time.ts';
import { saveFile } from '../../lib/save-file.ts';
import { downloadSubmissionsCsv, fetchForms, fetchSubmissions, submissionsPageSize } from './submissions-client.ts';

type Loading<T> = { status: 'idle' } | { status: 'loading' } | { status: 'done'; result: CallResult<T> };

/** A label in the page's language, or the fallback (the contact form has none). */
function inLanguage(label: FormOverviewEntry['title'], language: string, fallback: string): string {
  if (!label) return fallback;
  return language === 'en' ? label.en : label.nl;
}

/** The columns of a page: the form's fields in its order, then any other field the submissions carry. */
function columnsOf(form: FormOverviewEntry, rows: readonly StoredFormSubmission[]): string[] {
  const known = form.fields.map((field) => field.name);
  const extra = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))].filter((name) => !known.includes(name));
  return [...known, ...extra];
}

/**
 * Support staff read what visitors sent: choose a form, see its submissions newest first, a
 * page at a time, with a column per field, and export them all as CSV. The chosen form lives in
 * the address.
 */
export function SubmissionsBrowser({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const time = useStaffTime();
  const [params, setParams] = useSearchParams();
  const [forms, setForms] = useState<Loading<FormOverviewEntry[]>>({ status: 'idle' });
  const [page, setPage] = useState<Loading<StoredFormSubmission[]>>({ status: 'idle' });
  /** Where each page shown so far starts: `before` of page 1 is none, of page n the last id of page n-1. */
  const [starts, setStarts] = useState<(number | undefined)[]>([undefined]);
  const [exported, setExported] = useState<{ ok: boolean; message?: string } | undefined>();
  const selectId = useId();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setForms({ status: 'loading' });
    fetchForms(token, controller.signal).then(
      (result) => setForms({ status: 'done', result }),
      () => undefined,
    );
    return () => controller.abort();
  }, [token]);

  const list = forms.status === 'done' && forms.result.ok ? forms.result.value : [];
  const chosenId = params.get('form') ?? list[0]?.id;
  const form = list.find((entry) => entry.id === chosenId);
  const before = starts.at(-1);

  useEffect(() => setStarts([undefined]), [chosenId]);

  useEffect(() => {
    if (!token || !form) return;
    const controller = new AbortController();
    setPage({ status: 'loading' });
    fetchSubmissions(token, form.id, before, controller.signal).then(
      (result) => setPage({ status: 'done', result }),
      () => undefined,
    );
    return () => controller.abort();
  }, [token, form, before]);

  const title = (entry: FormOverviewEntry) =>
    inLanguage(entry.title, i18n.language, entry.id === 'contact' ? t('submissions.contactForm') : entry.id);
  const rows = page.status === 'done' && page.result.ok ? page.result.value : [];
  const pages = form ? Math.max(1, Math.ceil(form.submissions / submissionsPageSize)) : 1;
  const columns = form ? columnsOf(form, rows) : [];
  const fieldLabel = (name: string) => {
    const field = form?.fields.find((candidate) => candidate.name === name);
    return inLanguage(field?.label ?? null, i18n.language, t(`submissions.field.${name}`, { defaultValue: name }));
  };
  const exportCsv = async () => {
    if (!form) return;
    const outcome = await downloadSubmissionsCsv(token, form.id);
    if (outcome.ok) saveFile(outcome.file, outcome.fileName);
    setExported(outcome.ok ? { ok: true } : { ok: false, message: outcome.message });
  };

  if (!token) return <p>{t('submissions.needToken')}</p>;
  if (forms.status === 'loading') return <StatusLine>{t('submissions.loading')}</StatusLine>;
  if (forms.status === 'done' && !forms.result.ok) {
    return <StatusLine tone="error">{`${t('submissions.failed')} (${forms.result.message})`}</StatusLine>;
  }

  return (
    <div className="admin-ops">
      <Card title={t('submissions.list.title')}>
        <div className="admin-filter">
          <div className="admin-filter__field">
            <label htmlFor={selectId}>{t('submissions.form')}</label>
            <select
              id={selectId}
              className="admin-select"
              value={form?.id ?? ''}
              onChange={(event) => {
                setExported(undefined);
                setParams(new URLSearchParams({ form: event.target.value }));
              }}
            >
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {t('submissions.option', { title: title(entry), count: entry.submissions })}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={!form || form.submissions === 0}>
            {t('submissions.export')}
          </Button>
        </div>
        {exported && !exported.ok ? (
          <StatusLine tone="error">{`${t('submissions.failed')} (${exported.message})`}</StatusLine>
        ) : null}
        {page.status === 'loading' ? <StatusLine>{t('submissions.loading')}</StatusLine> : null}
        {page.status === 'done' && !page.result.ok ? (
          <StatusLine tone="error">{`${t('submissions.failed')} (${page.result.message})`}</StatusLine>
        ) : null}
        {form && page.status === 'done' && page.result.ok ? (
          <>
            <StatusLine>
              {t('submissions.summary', { count: form.submissions, title: title(form), page: starts.length, pages })}
            </StatusLine>
            <Table
              label={t('submissions.table', { title: title(form) })}
              empty={t('submissions.empty')}
              columns={[
                t('submissions.column.submittedAt'),
                t('submissions.column.language'),
                ...columns.map(fieldLabel),
              ]}
              rows={rows.map((row) => [
                time(row.submittedAt),
                row.language,
                ...columns.map((name) => row.fields[name] ?? ''),
              ])}
            />
            <Pager
              label={t('submissions.pager')}
              position={t('submissions.pageOf', { page: starts.length, pages })}
              back={{
                label: t('submissions.newer'),
                disabled: starts.length <= 1,
                onClick: () => setStarts((current) => current.slice(0, -1)),
              }}
              forward={{
                label: t('submissions.older'),
                disabled: rows.length < submissionsPageSize || starts.length >= pages,
                onClick: () => setStarts((current) => [...current, rows.at(-1)?.id]),
              }}
            />
          </>
        ) : null}
      </Card>
    </div>
  );
}
