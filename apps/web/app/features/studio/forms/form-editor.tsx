import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { editorFormResponseSchema, editorFormSchema, type EditorForm } from '@zilt/contracts/editor-records';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import { formFieldTypes, type FormFieldType } from '@zilt/contracts/form-rules';
import { StudioApiError, studioApi } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import {
  addField,
  changeField,
  definitionIssues,
  moveField,
  removeField,
  retypeField,
  type FormFieldDefinition,
} from './form-edit';
import { LocalizedInputs, TextInput, type Issues } from './form-inputs';
import { fieldTypeLabels, formsText } from './forms-text';

// A form's definition in the studio: its title, its fields (added, removed, moved, retyped,
// required or not, labelled in both languages), the send button and what follows sending.
// Saved with the version it was read at: when someone else saved meanwhile, the editor says so
// and offers the new version.

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; changed: boolean }
  | { kind: 'conflict' }
  | { kind: 'problem'; message: string };

export function formPath(formId: string): string {
  return `/api/v1/editor/forms/${encodeURIComponent(formId)}`;
}

export async function loadEditorForm(formId: string): Promise<EditorForm> {
  return studioApi(formPath(formId), {}, editorFormSchema);
}

function FieldEditor({
  language,
  field,
  index,
  count,
  issues,
  onChange,
  onMove,
  onRemove,
}: {
  language: StudioLanguage;
  field: FormFieldDefinition;
  index: number;
  count: number;
  issues: Issues;
  onChange: (field: FormFieldDefinition) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const typeId = useId();
  const requiredId = useId();
  const path = `fields.${index}`;
  const number = index + 1;
  const options = field.options ?? [];
  return (
    <fieldset className="studio-form-field">
      <legend>{formsText(language, 'fieldLegend', { index: number, name: field.name })}</legend>
      <div className="studio-form-field__row">
        <TextInput
          label={formsText(language, 'fieldName')}
          value={field.name}
          onChange={(name) => onChange({ ...field, name })}
          path={`${path}.name`}
          issues={issues}
        />
        <div className="studio-control">
          <label htmlFor={typeId}>{formsText(language, 'fieldType')}</label>
          <select
            id={typeId}
            value={field.type}
            onChange={(event) => onChange(retypeField(field, event.target.value as FormFieldType))}
          >
            {formFieldTypes.map((type) => (
              <option key={type} value={type}>
                {fieldTypeLabels[type][language]}
              </option>
            ))}
          </select>
        </div>
        <div className="studio-form-check">
          <input
            id={requiredId}
            type="checkbox"
            checked={field.required}
            onChange={(event) => onChange({ ...field, required: event.target.checked })}
          />
          <label htmlFor={requiredId}>{formsText(language, 'required')}</label>
        </div>
      </div>
      <LocalizedInputs
        language={language}
        label={formsText(language, 'label')}
        value={field.label}
        onChange={(label) => onChange({ ...field, label })}
        path={`${path}.label`}
        issues={issues}
      />
      {field.options && (
        <fieldset className="studio-form-options">
          <legend>{formsText(language, 'optionsHeading')}</legend>
          {issues.get(`${path}.options`) && (
            <p className="studio-control__problem">{issues.get(`${path}.options`)!.join(' ')}</p>
          )}
          {options.map((option, at) => (
            <fieldset key={at} className="studio-form-option">
              <legend>{formsText(language, 'optionLegend', { index: at + 1 })}</legend>
              <TextInput
                label={formsText(language, 'optionValue')}
                value={option.value}
                onChange={(value) =>
                  onChange({ ...field, options: options.map((item, i) => (i === at ? { ...item, value } : item)) })
                }
                path={`${path}.options.${at}.value`}
                issues={issues}
              />
              <LocalizedInputs
                language={language}
                label={formsText(language, 'label')}
                value={option.label}
                onChange={(label) =>
                  onChange({ ...field, options: options.map((item, i) => (i === at ? { ...item, label } : item)) })
                }
                path={`${path}.options.${at}.label`}
                issues={issues}
              />
              <button
                type="button"
                className="studio-button studio-button--quiet"
                disabled={options.length <= 1}
                onClick={() => onChange({ ...field, options: options.filter((_, i) => i !== at) })}
              >
                {formsText(language, 'removeOption', { index: at + 1 })}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="studio-button studio-button--quiet"
            onClick={() =>
              onChange({
                ...field,
                options: [...options, { value: `option-${options.length + 1}`, label: { nl: '', en: '' } }],
              })
            }
          >
            {formsText(language, 'addOption')}
          </button>
        </fieldset>
      )}
      <div className="studio-form-field__actions">
        <button
          type="button"
          className="studio-button studio-button--quiet"
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          {formsText(language, 'moveUp', { index: number })}
        </button>
        <button
          type="button"
          className="studio-button studio-button--quiet"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          {formsText(language, 'moveDown', { index: number })}
        </button>
        <button type="button" className="studio-button studio-button--quiet" disabled={count <= 1} onClick={onRemove}>
          {formsText(language, 'removeField', { index: number })}
        </button>
      </div>
    </fieldset>
  );
}

export function FormEditor({
  language,
  form,
  onReload,
}: {
  language: StudioLanguage;
  form: EditorForm;
  /** Reads the form again (after someone else saved it). */
  onReload: () => Promise<void>;
}) {
  const [definition, setDefinition] = useState<FormDefinition>(form.definition);
  const [version, setVersion] = useState(form.version);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const issues = useMemo(() => definitionIssues(definition), [definition]);
  const issueCount = [...issues.values()].reduce((sum, list) => sum + list.length, 0);
  const messageChoice = useId();
  // Each field keeps its key while it moves, so the focus moves with the field.
  const nextKey = useRef(form.definition.fields.length);
  const [fieldKeys, setFieldKeys] = useState(() => form.definition.fields.map((_, index) => index));

  useEffect(() => {
    setDefinition(form.definition);
    setVersion(form.version);
    setSave({ kind: 'idle' });
    nextKey.current = form.definition.fields.length;
    setFieldKeys(form.definition.fields.map((_, index) => index));
  }, [form]);

  function moveKeys(index: number, by: -1 | 1) {
    const target = index + by;
    if (target < 0 || target >= fieldKeys.length) return;
    const keys = [...fieldKeys];
    [keys[index], keys[target]] = [keys[target]!, keys[index]!];
    setFieldKeys(keys);
  }

  function change(next: FormDefinition) {
    setDefinition(next);
    if (save.kind === 'saved') setSave({ kind: 'idle' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (issueCount > 0) return;
    setSave({ kind: 'saving' });
    try {
      const answer = await studioApi(
        formPath(form.id),
        { method: 'PUT', body: { definition, version } },
        editorFormResponseSchema,
      );
      setVersion(answer.version);
      setDefinition(answer.definition);
      setSave({ kind: 'saved', changed: answer.changed });
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 409) setSave({ kind: 'conflict' });
      else if (error instanceof StudioApiError && error.status === 400) {
        const problems = Array.isArray(error.body?.problems) ? error.body.problems.join('; ') : error.message;
        setSave({ kind: 'problem', message: formsText(language, 'refused', { message: problems }) });
      } else {
        const message = error instanceof Error ? error.message : String(error);
        setSave({ kind: 'problem', message: formsText(language, 'saveFailed', { message }) });
      }
    }
  }

  // Problems at values the editor draws no input for (such as a newsletter checkbox's field) are listed here.
  const drawn = /^(title|submitLabel|confirmation)\.|^fields\.\d+\.(name|label|options)/;
  const otherIssues = [...issues.entries()].filter(([path]) => !drawn.test(path));
  const confirmation = definition.confirmation;

  return (
    <form className="studio-form-editor" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{formsText(language, 'definitionHeading')}</h2>
      <LocalizedInputs
        language={language}
        label={formsText(language, 'title')}
        value={definition.title}
        onChange={(title) => change({ ...definition, title })}
        path="title"
        issues={issues}
      />
      <h3>{formsText(language, 'fieldsHeading')}</h3>
      {definition.fields.map((field, index) => (
        <FieldEditor
          key={fieldKeys[index] ?? `new-${index}`}
          language={language}
          field={field}
          index={index}
          count={definition.fields.length}
          issues={issues}
          onChange={(next) => change(changeField(definition, index, () => next))}
          onMove={(by) => {
            change(moveField(definition, index, by));
            moveKeys(index, by);
          }}
          onRemove={() => {
            change(removeField(definition, index));
            setFieldKeys(fieldKeys.filter((_, at) => at !== index));
          }}
        />
      ))}
      <button
        type="button"
        className="studio-button studio-button--quiet"
        onClick={() => {
          change(addField(definition));
          setFieldKeys([...fieldKeys, nextKey.current++]);
        }}
      >
        {formsText(language, 'addField')}
      </button>
      <LocalizedInputs
        language={language}
        label={formsText(language, 'submitLabel')}
        value={definition.submitLabel}
        onChange={(submitLabel) => change({ ...definition, submitLabel })}
        path="submitLabel"
        issues={issues}
      />
      <fieldset className="studio-form-confirmation">
        <legend>{formsText(language, 'confirmationHeading')}</legend>
        <div className="studio-form-check">
          <input
            type="radio"
            id={`${messageChoice}-message`}
            name={messageChoice}
            checked={'message' in confirmation}
            onChange={() => change({ ...definition, confirmation: { message: { nl: '', en: '' } } })}
          />
          <label htmlFor={`${messageChoice}-message`}>{formsText(language, 'confirmationMessage')}</label>
        </div>
        <div className="studio-form-check">
          <input
            type="radio"
            id={`${messageChoice}-redirect`}
            name={messageChoice}
            checked={'redirectUrl' in confirmation}
            onChange={() => change({ ...definition, confirmation: { redirectUrl: '/' } })}
          />
          <label htmlFor={`${messageChoice}-redirect`}>{formsText(language, 'confirmationRedirect')}</label>
        </div>
        {'message' in confirmation ? (
          <LocalizedInputs
            language={language}
            label={formsText(language, 'message')}
            value={confirmation.message}
            onChange={(message) => change({ ...definition, confirmation: { message } })}
            path="confirmation.message"
            issues={issues}
            multiline
          />
        ) : (
          <TextInput
            label={formsText(language, 'redirectUrl')}
            value={confirmation.redirectUrl}
            onChange={(redirectUrl) => change({ ...definition, confirmation: { redirectUrl } })}
            path="confirmation.redirectUrl"
            issues={issues}
          />
        )}
      </fieldset>
      {otherIssues.length > 0 && (
        <ul className="studio-control__problem">
          {otherIssues.map(([path, messages]) => (
            <li key={path}>
              {path}: {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
      <div className="studio-form-editor__save">
        <button type="submit" className="studio-button" disabled={issueCount > 0 || save.kind === 'saving'}>
          {formsText(language, save.kind === 'saving' ? 'saving' : 'save')}
        </button>
        <div role="status" className="studio-form-editor__status">
          {issueCount > 0 && (
            <p className="studio-message studio-message--problem">
              {issueCount === 1
                ? formsText(language, 'problem')
                : formsText(language, 'problems', { count: issueCount })}
            </p>
          )}
          {save.kind === 'saved' && (
            <p className="studio-message">{formsText(language, save.changed ? 'saved' : 'unchanged')}</p>
          )}
          {save.kind === 'problem' && <p className="studio-message studio-message--problem">{save.message}</p>}
        </div>
      </div>
      {save.kind === 'conflict' && (
        <div className="studio-message studio-message--problem" role="alert">
          <p>{formsText(language, 'conflict')}</p>
          <button type="button" className="studio-button" onClick={() => void onReload()}>
            {formsText(language, 'reload')}
          </button>
        </div>
      )}
    </form>
  );
}
