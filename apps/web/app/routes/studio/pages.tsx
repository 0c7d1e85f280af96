import { PageList } from '../../features/studio/pages/page-list';

// The studio's list of pages (`/studio/pages`, `/studio/en/pages`): filters in the address.
export default function StudioPages() {
  return <PageList />;
}
