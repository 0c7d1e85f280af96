import type { Source } from '@zilt/contracts/common';
import type { StudioLanguage } from '../studio-language';
import { sourceChoices, sourceName } from './record-choices';
import { recordsText } from './records-text';

// A labelled select of a record screen's choices (source, language, location).
export function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="records-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The content source of a record screen, by its name in the studio's language. */
export function SourceSelect({
  id,
  language,
  value,
  onChange,
}: {
  id: string;
  language: StudioLanguage;
  value: Source;
  onChange: (value: Source) => void;
}) {
  return (
    <ChoiceSelect
      id={id}
      label={recordsText(language, 'source')}
      value={value}
      options={sourceChoices.map((source) => ({ value: source, label: sourceName(language, source) }))}
      onChange={onChange}
    />
  );
}
