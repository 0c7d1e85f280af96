import { useState } from 'react';
import type { Image, Language } from '@zilt/contracts/common';
import type { MediaItem, MediaKind } from '@zilt/contracts/media';
import { isRoutableImage, imageRouteUrl } from '../../../components/responsive-image/image-presets';
import { screenText, type ScreenText, type StudioLanguage } from '../studio-language';
import { MediaPickerDialog } from './media-picker';
import '../chooser.css';

// A file of the media library chosen beside its address, wherever the studio asks for one: the
// block editor's image and download fields, the page's header image, a team member's photo.

/**
 * The way into the media library beside an address: a thumbnail of an image address, the
 * button that opens the library, and the dialog; `onChoose` gets the chosen item. The block
 * editor's pickers and the page editor's side panel both use it.
 */
export function MediaChooser({
  kind,
  address,
  language,
  chooseText,
  readOnly,
  onChoose,
}: {
  kind: MediaKind;
  address: string;
  language: StudioLanguage;
  chooseText: ScreenText;
  readOnly?: boolean | undefined;
  onChoose: (item: MediaItem) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="studio-picker-field__row">
        {kind === 'image' && isRoutableImage(address) ? (
          <img
            className="studio-picker-field__thumbnail"
            src={imageRouteUrl(address, 112, 112, 'webp')}
            alt=""
            width={56}
            height={56}
          />
        ) : null}
        <button type="button" className="studio-picker-field__button" disabled={readOnly} onClick={() => setOpen(true)}>
          {screenText(language, chooseText)}
        </button>
      </div>
      <MediaPickerDialog
        open={open}
        kind={kind}
        language={language}
        onClose={() => setOpen(false)}
        onChoose={(item) => {
          setOpen(false);
          onChoose(item);
        }}
      />
    </>
  );
}

/** A chosen library image as the contracts' image: its address and its alt text in the page's language (else English), no sizes. */
export function imageOfItem(item: MediaItem, pageLanguage: Language): Image {
  return { originalImageUrl: item.address, altText: item.alt[pageLanguage] ?? item.alt['en'] ?? '' };
}
