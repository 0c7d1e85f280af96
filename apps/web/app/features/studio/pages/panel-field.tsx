import { useId, type ReactNode } from 'react';

// A text field of the page editor's side panel: its label, the input, and the contracts' message
// under it (named by the input, which is marked invalid). Whatever follows the input (a picker's
// button) goes inside the field.

interface PanelTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The contracts' message for the field, or an empty text. */
  issue: string;
  type?: 'text' | 'date';
  /** The keyboard a phone shows: `decimal` for degrees. */
  inputMode?: 'decimal';
  required?: boolean;
  children?: ReactNode;
}

export function PanelTextField({
  label,
  value,
  onChange,
  issue,
  type = 'text',
  inputMode,
  required,
  children,
}: PanelTextFieldProps) {
  const fieldId = useId();
  return (
    <div className="studio-page-panel__field" data-invalid={issue ? '' : undefined}>
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        type={type}
        inputMode={inputMode}
        required={required}
        value={value}
        aria-invalid={issue ? true : undefined}
        aria-describedby={issue ? `${fieldId}-issue` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
      {issue ? (
        <p className="studio-field-issue" id={`${fieldId}-issue`}>
          {issue}
        </p>
      ) : null}
    </div>
  );
}
