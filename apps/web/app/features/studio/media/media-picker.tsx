import { useState } from 'react';
import type { MediaItem, MediaKind } from '@zilt/contracts/media';
import { StudioDialog } from '../studio-dialog';
import type { StudioLanguage } from '../studio-language';
import { acceptedFiles } from './media-api';
import { MediaBrowser } from './media-browser';
import { mediaText } from './media-text';
import { MediaUpload } from './media-upload';

// The block editor's way into the media library: a dialog with the search and the grid of
// images (or documents), and the upload (a new file is chosen as soon as it is in the library).

export function MediaPickerDialog({
  open,
  kind,
  language,
  onChoose,
  onClose,
}: {
  open: boolean;
  kind: MediaKind;
  language: StudioLanguage;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const [reloadKey, setReloadKey] = useState(0);
  return (
    <StudioDialog
      open={open}
      lang={language}
      title={mediaText(language, kind === 'image' ? 'pickerHeading' : 'pickerDocumentHeading')}
      closeLabel={mediaText(language, 'close')}
      onClose={onClose}
      className="media-picker"
    >
      <MediaUpload
        language={language}
        accept={acceptedFiles[kind]}
        onUploaded={(item) => {
          setReloadKey((key) => key + 1);
          onChoose(item);
        }}
      />
      <MediaBrowser language={language} kind={kind} reloadKey={reloadKey} onSelect={onChoose} choosing />
    </StudioDialog>
  );
}
