import type { ComponentType } from 'react';
import { FieldLabel, type CustomField } from '@puckeditor/core';
import { FieldIssueMessage, issueId } from './field-issues';
import type { StudioLanguage } from './studio-language';

// What the block editor's pickers share: a typed address with its label, and the field around
// a picker (its issue under it). The image and the link pickers differ only in what they offer.

export interface PickerProps {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean | undefined;
  language: StudioLanguage;
}

/** The address as typed: any address stays allowed beside what a picker offers. */
export function AddressInput({ id, name, label, value, onChange, readOnly }: Omit<PickerProps, 'language'>) {
  return (
    <FieldLabel label={label} el="label" readOnly={readOnly}>
      <input
        className="studio-picker-field__input"
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        value={value ?? ''}
        readOnly={readOnly}
        aria-describedby={issueId(name)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldLabel>
  );
}

/** A custom field of the editor drawn by a picker, with the field's issue under it. */
export function pickerField(
  label: string,
  language: StudioLanguage,
  Picker: ComponentType<PickerProps>,
): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ id, name, field, value, onChange, readOnly }) => (
      <div className="studio-field studio-picker-field">
        <Picker
          id={id}
          name={name}
          label={field.label ?? label}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          language={language}
        />
        <FieldIssueMessage name={name} />
      </div>
    ),
  };
}
