import { MenuEditor } from '../../features/studio/menus/menu-editor';
import { useStudioShell } from '../../features/studio/shell/studio-shell';

// The menus screen: one menu's tree of items to edit, reorder and save.
export default function Menus() {
  const { language } = useStudioShell();
  return <MenuEditor key={language} language={language} />;
}
