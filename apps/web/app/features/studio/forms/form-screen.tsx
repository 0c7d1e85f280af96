import { useCallback, useEffect, useState } from 'react';
import type { EditorForm } from '@zilt/contracts/editor-records';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { StudioApiError } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import { FormEditor, loadEditorForm } from './form-editor';
import { FormSubmissions } from './form-submissions';
import { formsText } from './forms-text';
import './forms.css';

// One form (`/studio/forms/:formId`): its definition to change and the submissions it received.

export function FormScreen({ formId }: { formId: string }) {
  const { language, studioPath } = useStudioShell();
  const [form, setForm] = useState<EditorForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setForm(await loadEditorForm(formId));
      setProblem(null);
    } catch (error) {
      setProblem(
        error instanceof StudioApiError && error.status === 404
          ? formsText(language, 'notFound')
          : formsText(language, 'loadFailed', { message: error instanceof Error ? error.message : '' }),
      );
    }
  }, [formId, language]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main className="studio-screen">
      <p>
        <SmartLink href={studioPath('forms')}>{formsText(language, 'backToList')}</SmartLink>
      </p>
      <h1>{form ? form.definition.title[language] : formsText(language, 'form')}</h1>
      {problem && <p className="studio-message studio-message--problem">{problem}</p>}
      {!form && !problem && <p role="status">{formsText(language, 'loading')}</p>}
      {form && (
        <>
          <FormEditor language={language} form={form} onReload={load} />
          <FormSubmissions
            language={language}
            formId={form.id}
            formTitle={form.definition.title[language]}
            fieldNames={form.definition.fields.map((field) => field.name)}
          />
        </>
      )}
    </main>
  );
}
