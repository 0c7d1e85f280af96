// The issues of one field, below it; the field names the paragraph in its aria-describedby.
export function FieldIssue({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages) return null;
  return (
    <p id={id} className="records-field__issue">
      {messages.join(' ')}
    </p>
  );
}

/** A problem with the whole screen or save, announced at once. */
export function ProblemMessage({ children }: { children: string }) {
  return (
    <p className="studio-message studio-message--problem" role="alert">
      {children}
    </p>
  );
}
