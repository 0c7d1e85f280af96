import { useEffect, useState } from 'react';
import { FieldLabel, type CustomField } from '@puckeditor/core';
import { FieldIssueMessage, issueId } from './field-issues';

// A number field that lets the editor type freely: what is typed is kept as typed, and the
// contracts' bounds are checked by validation, which says at the field what is wrong (the
// editor's own number field silently refuses out-of-range keystrokes, so "0.5" could not be
// typed where the minimum is 0.1). An emptied field leaves the value out.

/** The value a typed text stands for: nothing when empty, else the number (NaN shows as invalid). */
export function numberOfText(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.replace(',', '.'));
}

function NumberInput({
  id,
  name,
  label,
  value,
  onChange,
  readOnly,
}: {
  id: string;
  name: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  readOnly?: boolean | undefined;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  // A change from outside (undo) shows; the field's own changes keep what was typed.
  useEffect(() => {
    setText((typed) =>
      numberOfText(typed) === value || (value === undefined && typed === '') ? typed : String(value ?? ''),
    );
  }, [value]);
  return (
    <FieldLabel label={label} el="label" readOnly={readOnly}>
      <input
        className="studio-number-field"
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        readOnly={readOnly}
        aria-describedby={issueId(name)}
        onChange={(event) => {
          setText(event.target.value);
          onChange(numberOfText(event.target.value));
        }}
      />
    </FieldLabel>
  );
}

export function numberField(label: string): CustomField<number | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ id, name, field, value, onChange, readOnly }) => (
      <div className="studio-field">
        <NumberInput
          id={id}
          name={name}
          label={field.label ?? label}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
        />
        <FieldIssueMessage name={name} />
      </div>
    ),
  };
}
