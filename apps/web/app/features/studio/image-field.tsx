import { useState } from 'react';
import { FieldLabel, type CustomField } from '@puckeditor/core';
import { imageSchema } from '@zilt/contracts/common';
import { isRoutableImage, imageRouteUrl } from '../../components/responsive-image/image-presets';
import { FieldIssueMessage, issueId } from './field-issues';
import { MediaPickerDialog } from './media/media-picker';
import { useEditorPageLanguage, useSetFieldsTogether } from './sibling-fields';
import { screenText, type StudioLanguage } from './studio-language';

// An image's address in the block editor: typed, or chosen from the media library (a dialog
// with its search, its grid and its upload). Choosing fills the address and the alt text beside
// it, in the page's language when it is known (else English), and drops sizes of a former image.

/** The fields of an image as the contracts write it, so an object of exactly these is an image. */
export const imageKeys: readonly string[] = Object.keys(imageSchema.shape);

function ImageAddress({
  id,
  name,
  label,
  value,
  onChange,
  readOnly,
  language,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  readOnly?: boolean | undefined;
  language: StudioLanguage;
}) {
  const [open, setOpen] = useState(false);
  const pageLanguage = useEditorPageLanguage() ?? 'en';
  const setTogether = useSetFieldsTogether();
  const address = value ?? '';
  return (
    <>
      <FieldLabel label={label} el="label" readOnly={readOnly}>
        <input
          className="studio-picker-field__input"
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          value={address}
          readOnly={readOnly}
          aria-describedby={issueId(name)}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldLabel>
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
  return {
    type: 'custom',
    label,
    render: ({ id, name, field, value, onChange, readOnly }) => (
      <div className="studio-field studio-picker-field">
        <ImageAddress
          id={id}
          name={name}
          label={field.label ?? label}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          language={language}
        />
        <FieldIssueMessage name={name} />
      </div>
    ),
  };
}
