import type { CustomField } from '@puckeditor/core';
import { linkSchema } from '@zilt/contracts/common';
import { linkToPage, PageChooser } from './page-chooser';
import { AddressInput, pickerField, type PickerProps } from './picker-field';
import { useEditorPageLanguage, useSetFieldsTogether } from './sibling-fields';
import type { StudioLanguage } from './studio-language';

// A link's address in the block editor: typed (an external address is fine), or one of our
// pages found by its title or address through the editing API's page list. Choosing fills the
// page's address, and the link's text when it has none yet.

/** The fields of a link as the contracts write it, so an object of exactly these is a link. */
export const linkKeys: readonly string[] = Object.keys(linkSchema.shape);

function LinkAddress({ id, name, label, value, onChange, readOnly, language }: PickerProps) {
  const pageLanguage = useEditorPageLanguage();
  const setTogether = useSetFieldsTogether();
  return (
    <>
      <AddressInput id={id} name={name} label={label} value={value} onChange={onChange} readOnly={readOnly} />
      <PageChooser
        language={language}
        pageLanguage={pageLanguage}
        readOnly={readOnly}
        onChoose={(page) =>
          setTogether(
            name,
            linkToPage(page, undefined).url,
            (current) => {
              const { isLinkExternal, title } = linkToPage(page, current('title'));
              return { isLinkExternal, title };
            },
            onChange,
          )
        }
      />
    </>
  );
}

export function linkAddressField(label: string, language: StudioLanguage): CustomField<string | undefined> {
  return pickerField(label, language, LinkAddress);
}
