import { StudioApiError } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import { recordsText } from './records-text';

// A write that names a version the record no longer has is refused (409 with the version it
// has now): the screen explains it and offers to load the newest version.

/** Whether a failed write was refused because the record changed since it was read. */
export function isStaleWrite(error: unknown): boolean {
  return error instanceof StudioApiError && error.status === 409 && typeof error.body?.currentVersion === 'string';
}

/** The message of a failed call, for people. */
export function problemOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function StaleNotice({ language, onReload }: { language: StudioLanguage; onReload: () => void }) {
  return (
    <div className="studio-message studio-message--problem records-stale" role="alert">
      <p>
        <strong>{recordsText(language, 'staleHeading')}</strong> {recordsText(language, 'stale')}
      </p>
      <button type="button" className="studio-button" onClick={onReload}>
        {recordsText(language, 'reload')}
      </button>
    </div>
  );
}
