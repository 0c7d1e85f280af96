import type { StudioLanguage } from '../studio-language';
import { shellText } from './shell-text';

/** What a studio screen shows while its code or the signed-in state loads. */
export function StudioLoading({ language }: { language: StudioLanguage }) {
  return (
    <main className="studio-loading">
      <p role="status">{shellText(language, 'loading')}</p>
    </main>
  );
}
