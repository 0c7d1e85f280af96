import type { CustomField } from '@puckeditor/core';
import { downloadItemSchema } from '@zilt/contracts/block-items';
import { imageSchema } from '@zilt/contracts/common';
import type { MediaItem, MediaKind } from '@zilt/contracts/media';
import { AddressInput, pickerField, type PickerProps } from './picker-field';
import { imageOfItem, MediaChooser } from './media/media-chooser';
import { useEditorPageLanguage, useSetFieldsTogether, type Siblings } from './sibling-fields';
import type { ScreenText, StudioLanguage } from './studio-language';

// Addresses of library files in the block editor: typed, or chosen from the media library (a
// dialog with its search, its grid and its upload).
// - An image: choosing fills the address and the alt text beside it, in the page's language
//   when it is known (else English), and drops the sizes of a former image.
// - A download: choosing a document fills the address and the file name, and the title when
//   it has none yet.

/** The fields of an image as the contracts write it, so an object of exactly these is an image. */
export const imageKeys: readonly string[] = Object.keys(imageSchema.shape);

/** The fields of a download, so an object of exactly these is one. */
export const downloadKeys: readonly string[] = Object.keys(downloadItemSchema.shape);

function MediaAddress({
  kind,
  chooseText,
  siblingsOf,
  ...field
}: PickerProps & {
  kind: MediaKind;
  chooseText: ScreenText;
  /** The fields beside the address that a chosen item fills. */
  siblingsOf: (item: MediaItem) => Siblings;
}) {
  const { name, onChange, readOnly, language } = field;
  const setTogether = useSetFieldsTogether();
  return (
    <>
      <AddressInput {...field} />
      <MediaChooser
        kind={kind}
        address={field.value ?? ''}
        language={language}
        chooseText={chooseText}
        readOnly={readOnly}
        onChoose={(item) => setTogether(name, item.address, siblingsOf(item), onChange)}
      />
    </>
  );
}

function ImageAddress(props: PickerProps) {
  const pageLanguage = useEditorPageLanguage() ?? 'en';
  return (
    <MediaAddress
      {...props}
      kind="image"
      chooseText="chooseImage"
      siblingsOf={(item) => ({ altText: imageOfItem(item, pageLanguage).altText, imageSizes: undefined })}
    />
  );
}

function DocumentAddress(props: PickerProps) {
  return (
    <MediaAddress
      {...props}
      kind="document"
      chooseText="chooseDocument"
      siblingsOf={(item) => (current) => ({
        fileName: item.filename,
        title: typeof current('title') === 'string' && current('title') !== '' ? current('title') : (item.title ?? ''),
      })}
    />
  );
}

export function imageAddressField(label: string, language: StudioLanguage): CustomField<string | undefined> {
  return pickerField(label, language, ImageAddress);
}

export function documentAddressField(label: string, language: StudioLanguage): CustomField<string | undefined> {
  return pickerField(label, language, DocumentAddress);
}
