import { lazy, Suspense } from 'react';
import { StudioLoading } from '../../features/studio/shell/studio-loading';
import { useStudioShell } from '../../features/studio/shell/studio-shell';

// The block editor on a local page to try blocks on (never saved; pages are saved from
// `/studio/pages/:id`). The editor is a chunk of its own that no public page loads.

const StudioEditor = lazy(() => import('../../features/studio/studio-editor'));

export default function Studio() {
  const { language } = useStudioShell();
  return (
    <Suspense fallback={<StudioLoading language={language} />}>
      <StudioEditor key={language} language={language} />
    </Suspense>
  );
}
