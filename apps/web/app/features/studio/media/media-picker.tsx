import { useState } from 'react';
import type { MediaItem } from '@zilt/contracts/media';
import { StudioDialog } from '../studio-dialog';
import type { StudioLanguage } from '../studio-language';
import { MediaBrowser } from './media-browser';
import { mediaText } from './media-text';
import { MediaUpload } from './media-upload';

// The block editor's way into the media library: a dialog with the search and the grid of
// images, and the upload (a new image is chosen as soon as it is in the library).

export function MediaPickerDialog({
  open,
  language,
  onChoose,
  onClose,
}: {
  open: boolean;
  language: StudioLanguage;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <StudioDialog
      open={open}
      lang={language}
      title={mediaText(language, 'pickerHeading')}
      closeLabel={mediaText(language, 'close')}
      onClose={onClose}
      className="media-picker"
    >
      <MediaUpload
        language={language}
        accept="image/jpeg,image/png,image/webp,image/avif"
        onUploaded={(item) => {
          setReloadKey((key) => key + 1);
          onChoose(item);
        }}
      />
      <MediaBrowser language={language} kind="image" reloadKey={reloadKey} onSelect={onChoose} choosing />
    </StudioDialog>
  );
}
