import { lazy, Suspense } from 'react';
import { shellText } from '../../features/studio/shell/shell-text';
import { useStudioShell } from '../../features/studio/shell/studio-shell';

// The block editor on a new page (not saved yet: saving through the editing API comes with
// the page screens). The editor is a chunk of its own that no public page loads.

const StudioEditor = lazy(() => import('../../features/studio/studio-editor'));

export default function Studio() {
  const { language } = useStudioShell();
  return (
    <Suspense
      fallback={
        <main className="studio-loading">
          <p role="status">{shellText(language, 'loading')}</p>
        </main>
      }
    >
      <StudioEditor key={language} language={language} />
    </Suspense>
  );
}
