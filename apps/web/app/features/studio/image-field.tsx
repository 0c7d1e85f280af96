import { useState } from 'react';
import type { CustomField } from '@puckeditor/core';
import { imageSchema } from '@zilt/contracts/common';
import { isRoutableImage, imageRouteUrl } from '../../components/responsive-image/image-presets';
import { AddressInput, pickerField, type PickerProps } from './picker-field';
import { MediaPickerDialog } from './media/media-picker';
import { useEditorPageLanguage, useSetFieldsTogether } from './sibling-fields';
import { screenText, type StudioLanguage } from './studio-language';

// An image's address in the block editor: typed, or chosen from the media library (a dialog
// with its search, its grid and its upload). Choosing fills the address and the alt text beside
// it, in the page's language when it is known (else English), and drops sizes of a former image.

/** The fields of an image as the contracts write it, so an object of exactly these is an image. */
export const imageKeys: readonly string[] = Object.keys(imageSchema.shape);

function ImageAddress({ id, name, label, value, onChange, readOnly, language }: PickerProps) {
  const [open, setOpen] = useState(false);
  const pageLanguage = useEditorPageLanguage() ?? 'en';
  const setTogether = useSetFieldsTogether();
  const address = value ?? '';
  return (
    <>
      <AddressInput id={id} name={name} label={label} value={value} onChange={onChange} readOnly={readOnly} />
      <div className="studio-picker-field__row">
        {isRoutableImage(address) ? (
          <img
            className="studio-picker-field__thumbnail"
            src={imageRouteUrl(address, 112, 112, 'webp')}
            alt=""
            width={56}
            height={56}
          />
        ) : null}
        <button type="button" className="studio-picker-field__button" disabled={readOnly} onClick={() => setOpen(true)}>
          {screenText(language, 'chooseImage')}
        </button>
      </div>
      <MediaPickerDialog
        open={open}
        language={language}
        onClose={() => setOpen(false)}
        onChoose={(item) => {
          setOpen(false);
          const altText = item.alt[pageLanguage] ?? item.alt['en'] ?? '';
          setTogether(name, item.address, { altText, imageSizes: undefined }, onChange);
        }}
      />
    </>
  );
}

export function imageAddressField(label: string, language: StudioLanguage): CustomField<string | undefined> {
  return pickerField(label, language, ImageAddress);
}
