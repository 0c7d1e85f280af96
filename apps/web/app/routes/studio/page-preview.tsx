import { useParams } from 'react-router';
import PreviewScreen from '../../features/studio/preview/preview-screen';

// A page's newest draft in the real site (`/studio/pages/:pageId/preview`), at three widths.
export default function PagePreview() {
  const { pageId = '' } = useParams();
  return <PreviewScreen key={pageId} pageId={pageId} />;
}
