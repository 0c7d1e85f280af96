import { useEffect, useState } from 'react';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { formatStudioTime } from '../studio-time';
import { useStudioShell } from '../shell/studio-shell';
import { formList, type FormSummary } from './forms-api';
import { formsText } from './forms-text';
import './forms.css';

// The list of forms (`/studio/forms`): each form's title, id and number of submissions, with a
// link to its definition and submissions.

export function FormsScreen() {
  const { language, studioPath } = useStudioShell();
  const [forms, setForms] = useState<FormSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    formList(controller.signal)
      .then(setForms)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setProblem(formsText(language, 'loadFailed', { message: error instanceof Error ? error.message : '' }));
        }
      });
    return () => controller.abort();
  }, [language]);

  return (
    <main className="studio-screen">
      <h1>{formsText(language, 'heading')}</h1>
      <p>{formsText(language, 'intro')}</p>
      {problem && <p className="studio-message studio-message--problem">{problem}</p>}
      {!forms && !problem && <p role="status">{formsText(language, 'loading')}</p>}
      {forms && forms.length === 0 && <p>{formsText(language, 'none')}</p>}
      {forms && forms.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{formsText(language, 'form')}</th>
              <th scope="col">{formsText(language, 'id')}</th>
              <th scope="col">{formsText(language, 'submissionCount')}</th>
              <th scope="col">{formsText(language, 'updatedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((form) => (
              <tr key={form.id}>
                <td>
                  <SmartLink href={studioPath(`forms/${encodeURIComponent(form.id)}`)}>
                    {form.title[language]}
                  </SmartLink>
                </td>
                <td>
                  <code>{form.id}</code>
                </td>
                <td>{form.submissions}</td>
                <td>{formatStudioTime(form.updatedAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
