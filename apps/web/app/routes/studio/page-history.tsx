import { useParams } from 'react-router';
import HistoryScreen from '../../features/studio/history/history-screen';

// A page's revisions (`/studio/pages/:pageId/history`): compare two, restore one as a draft.
export default function PageHistory() {
  const { pageId = '' } = useParams();
  return <HistoryScreen key={pageId} pageId={pageId} />;
}
