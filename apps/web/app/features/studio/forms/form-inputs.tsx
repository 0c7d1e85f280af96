import { useId } from 'react';
import type { StudioLanguage } from '../studio-language';
import { formsText } from './forms-text';

// The inputs of the form editor: each shows the contracts' problems of its own value beside it
// (named by the input through aria-describedby) and is marked invalid while it has any.

export type Issues = ReadonlyMap<string, readonly string[]>;

export function TextInput({
  label,
  value,
  onChange,
  path,
  issues,
  multiline = false,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the value is in the definition (`fields.0.label.en`), to find its problems. */
  path: string;
  issues: Issues;
  multiline?: boolean;
  /** The language of the value, when it is a text in one language. */
  lang?: StudioLanguage;
}) {
  const id = useId();
  const problems = issues.get(path) ?? [];
  const described = problems.length > 0 ? `${id}-problem` : undefined;
  const common = {
    id,
    value,
    lang,
    'aria-invalid': problems.length > 0 ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className="studio-control">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {described && (
        <p className="studio-control__problem" id={described}>
          {problems.join(' ')}
        </p>
      )}
    </div>
  );
}

/** A text in both languages: Dutch and English, each with its own problems. */
export function LocalizedInputs({
  language,
  label,
  value,
  onChange,
  path,
  issues,
  multiline,
}: {
  language: StudioLanguage;
  label: string;
  value: { nl: string; en: string };
  onChange: (value: { nl: string; en: string }) => void;
  path: string;
  issues: Issues;
  multiline?: boolean;
}) {
  return (
    <div className="studio-form-pair">
      <TextInput
        label={formsText(language, 'inDutch', { label })}
        value={value.nl}
        onChange={(nl) => onChange({ ...value, nl })}
        path={`${path}.nl`}
        issues={issues}
        multiline={multiline}
        lang="nl"
      />
      <TextInput
        label={formsText(language, 'inEnglish', { label })}
        value={value.en}
        onChange={(en) => onChange({ ...value, en })}
        path={`${path}.en`}
        issues={issues}
        multiline={multiline}
        lang="en"
      />
    </div>
  );
}
