import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './studio-dialog.css';

// A modal dialog of the studio (the media and page pickers): the browser's own modal dialog,
// which keeps focus inside it and makes the rest of the page inert; Escape closes it, and
// focus goes back to where it was when it opened. What happens in it stays in it: keys and
// form submits do not reach the screen behind it.

export function StudioDialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  className,
  lang,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The studio's language (the dialog is drawn at the end of the page, outside the studio's frame). */
  lang: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    element.addEventListener('cancel', cancel);
    return () => {
      element.removeEventListener('cancel', cancel);
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <dialog
      ref={dialog}
      className={`studio-dialog ${className ?? ''}`}
      aria-labelledby={headingId}
      lang={lang}
      // Keys typed in the dialog belong to it, not to the editor behind it (its shortcuts).
      onKeyDown={(event) => event.stopPropagation()}
      // Its forms (a search, an upload) are its own: their submits do not reach a form around the
      // control that opened it (React passes events up through the portal).
      onSubmit={(event) => event.stopPropagation()}
    >
      <div className="studio-dialog__head">
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="studio-button studio-button--quiet" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      <div className="studio-dialog__body">{children}</div>
    </dialog>,
    document.body,
  );
}
