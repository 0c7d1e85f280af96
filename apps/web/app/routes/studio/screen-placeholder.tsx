import { shellText } from '../../features/studio/shell/shell-text';
import { useStudioShell } from '../../features/studio/shell/studio-shell';

// A studio screen that is being built: its place in the navigation exists already.
export default function ScreenPlaceholder() {
  const { language } = useStudioShell();
  return (
    <main className="studio-screen">
      <p>{shellText(language, 'placeholder')}</p>
    </main>
  );
}
