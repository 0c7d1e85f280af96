import { MediaLibrary } from '../../features/studio/media/media-library';

// The media library (`/studio/media`, `/studio/en/media`): upload, find, texts, where used,
// replace and delete.
export default function Media() {
  return <MediaLibrary />;
}
