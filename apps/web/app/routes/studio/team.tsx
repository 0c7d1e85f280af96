import { useStudioShell } from '../../features/studio/shell/studio-shell';
import { TeamScreen } from '../../features/studio/team/team-screen';

// The team screen: the members the site's team overview shows, to add, change and remove.
export default function Team() {
  const { language } = useStudioShell();
  return <TeamScreen key={language} language={language} />;
}
