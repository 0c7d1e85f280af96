import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { StudioLoading } from '../../features/studio/shell/studio-loading';
import { useStudioShell } from '../../features/studio/shell/studio-shell';
import { pagesText } from '../../features/studio/pages/pages-text';

// One page in the block editor (`/studio/pages/:pageId`), saved through the editing API. The
// editor is a chunk of its own that no public page loads.

const PageEditorScreen = lazy(() => import('../../features/studio/pages/page-editor-screen'));

export default function StudioPageEditor() {
  const { language } = useStudioShell();
  const pageId = Number(useParams().pageId);
  if (!Number.isInteger(pageId) || pageId < 1) {
    return (
      <main className="studio-screen">
        <p className="studio-message studio-message--problem" role="alert">
          {pagesText(language, 'noSuchPage')}
        </p>
      </main>
    );
  }
  return (
    <Suspense fallback={<StudioLoading language={language} />}>
      <PageEditorScreen key={pageId} pageId={pageId} />
    </Suspense>
  );
}
