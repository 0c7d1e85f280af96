import { useStudioShell } from '../../features/studio/shell/studio-shell';
import { TranslationTable } from '../../features/studio/translations/translation-table';

// The UI translations screen: every key in both languages, missing ones first, edited in place.
export default function Translations() {
  const { language } = useStudioShell();
  return <TranslationTable key={language} language={language} />;
}
