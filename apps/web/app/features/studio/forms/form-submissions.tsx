import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { storedFormSubmissionSchema, type StoredFormSubmission } from '@zilt/contracts/form-definition';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { studioApi } from '../shell/studio-api';
import { formatStudioTime } from '../studio-time';
import type { StudioLanguage } from '../studio-language';
import { formsText } from './forms-text';

// What visitors sent with a form: a table of its submissions, newest first, a page at a time,
// and every submission as a CSV file (the download goes with the staff session's cookie).

export const submissionsPageSize = 20;
const submissionListSchema = z.array(storedFormSubmissionSchema);

export function FormSubmissions({
  language,
  formId,
  formTitle,
  fieldNames,
}: {
  language: StudioLanguage;
  formId: string;
  formTitle: string;
  /** The form's fields in their order: the table's columns (values of fields no longer there follow). */
  fieldNames: readonly string[];
}) {
  // The ids each page starts below: the first page has none.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const [entries, setEntries] = useState<StoredFormSubmission[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const before = cursors[cursors.length - 1];

  const load = useCallback(async () => {
    setProblem(null);
    const query = new URLSearchParams({ formId, limit: String(submissionsPageSize + 1) });
    if (before !== undefined) query.set('before', String(before));
    try {
      setEntries(await studioApi(`/api/v1/forms/submissions?${query}`, {}, submissionListSchema));
    } catch (error) {
      setProblem(formsText(language, 'loadFailed', { message: error instanceof Error ? error.message : '' }));
    }
  }, [formId, before, language]);

  useEffect(() => {
    void load();
  }, [load]);

  const page = entries?.slice(0, submissionsPageSize) ?? [];
  const hasOlder = (entries?.length ?? 0) > submissionsPageSize;
  const extra = [...new Set(page.flatMap((entry) => Object.keys(entry.fields)))].filter(
    (name) => !fieldNames.includes(name),
  );
  const columns = [...fieldNames, ...extra];
  const withEvents = page.some((entry) => entry.event !== undefined);

  return (
    <section className="studio-form-submissions" aria-labelledby="studio-form-submissions-heading">
      <h2 id="studio-form-submissions-heading">{formsText(language, 'submissionsHeading')}</h2>
      <p className="studio-form-submissions__actions">
        <SmartLink
          className="studio-button"
          href={`/api/v1/forms/submissions.csv?${new URLSearchParams({ formId })}`}
          download={`${formId}-submissions.csv`}
        >
          {formsText(language, 'downloadCsv')}
        </SmartLink>
        <button type="button" className="studio-button studio-button--quiet" onClick={() => void load()}>
          {formsText(language, 'refresh')}
        </button>
      </p>
      {problem && <p className="studio-message studio-message--problem">{problem}</p>}
      {entries === null && !problem && <p role="status">{formsText(language, 'loading')}</p>}
      {entries !== null && page.length === 0 && <p>{formsText(language, 'noSubmissions')}</p>}
      {page.length > 0 && (
        <div
          className="studio-table-scroll"
          tabIndex={0}
          role="region"
          aria-labelledby="studio-form-submissions-caption"
        >
          <table>
            <caption id="studio-form-submissions-caption">
              {formsText(language, 'submissionsCaption', { form: formTitle, page: cursors.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{formsText(language, 'submittedAt')}</th>
                <th scope="col">{formsText(language, 'language')}</th>
                {withEvents && <th scope="col">{formsText(language, 'event')}</th>}
                {columns.map((name) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatStudioTime(entry.submittedAt, language)}</td>
                  <td>{entry.language}</td>
                  {withEvents && <td>{entry.event ?? ''}</td>}
                  {columns.map((name) => (
                    <td key={name}>{entry.fields[name] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(cursors.length > 1 || hasOlder) && (
        <nav className="studio-form-submissions__pages" aria-label={formsText(language, 'submissionsHeading')}>
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={cursors.length <= 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {formsText(language, 'newer')}
          </button>
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={!hasOlder}
            onClick={() => setCursors([...cursors, page[page.length - 1]!.id])}
          >
            {formsText(language, 'older')}
          </button>
        </nav>
      )}
    </section>
  );
}
