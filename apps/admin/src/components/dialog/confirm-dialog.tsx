import { useEffect, useId, useRef } from 'react';
import { Button } from '../button/button.tsx';

interface ConfirmDialogProps {
  /** The question; the dialog shows while it is set. */
  question: string | undefined;
  /** What the answer acts on (for example the subscriber's name and e-mail address), below the question. */
  detail?: string | undefined;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers. It takes the focus when it opens (on Cancel, the safe
 * answer), keeps it inside while open, and Escape cancels.
 */
export function ConfirmDialog({
  question,
  detail,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (question && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!question && element.open) element.close();
  }, [question]);
  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={id}
      aria-describedby={detail ? `${id}-detail` : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <p id={id} className="admin-dialog__question">
        {question}
      </p>
      {detail ? (
        <p id={`${id}-detail`} className="admin-dialog__detail">
          {detail}
        </p>
      ) : null}
      <div className="admin-dialog__actions">
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </dialog>
  );
}
