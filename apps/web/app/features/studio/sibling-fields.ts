import { createContext, useContext } from 'react';
import { setDeep, useGetPuck } from '@puckeditor/core';
import type { Language } from '@zilt/contracts/languages';

// What the pickers of the block editor need beside their own field: the language of the page
// being edited (an image's alt text is taken in it), and a way to fill the fields next to
// theirs in one change (an image's address with its alt text; a link's address with its title).

/** The language of the page in the editor, when it is known (a new page has none yet). */
export const EditorPageLanguage = createContext<Language | undefined>(undefined);

export function useEditorPageLanguage(): Language | undefined {
  return useContext(EditorPageLanguage);
}

/** The name of a field beside a field, by Puck's field names: `items[0].image.originalImageUrl` → `items[0].image.altText`. */
export function siblingName(name: string, sibling: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? sibling : `${name.slice(0, dot + 1)}${sibling}`;
}

/** The value at a field name of Puck's (`items[0].link.title`) in a block's props. */
function valueAt(props: Record<string, unknown>, name: string): unknown {
  let current: unknown = props;
  for (const part of name.split(/[.[\]]+/).filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export type Siblings = Record<string, unknown> | ((current: (sibling: string) => unknown) => Record<string, unknown>);

/**
 * Sets a field and fields beside it of the selected block in one change (one step of undo).
 * Values that are undefined remove the field; `siblings` may read the fields' current values. Without a selected block, only the field itself
 * changes (through its own onChange).
 */
export function useSetFieldsTogether(): (
  name: string,
  value: unknown,
  siblings: Siblings,
  fallback: (value: string) => void,
) => void {
  const getPuck = useGetPuck();
  return (name, value, siblings, fallback) => {
    const { selectedItem, getSelectorForId, dispatch } = getPuck();
    const selector = selectedItem ? getSelectorForId(String(selectedItem.props.id)) : undefined;
    if (!selectedItem || !selector) {
      fallback(String(value));
      return;
    }
    const current = (sibling: string) => valueAt(selectedItem.props, siblingName(name, sibling));
    const values = typeof siblings === 'function' ? siblings(current) : siblings;
    let props: Record<string, unknown> = setDeep(selectedItem.props, name, value);
    for (const [sibling, siblingValue] of Object.entries(values)) {
      props = setDeep(props, siblingName(name, sibling), siblingValue);
    }
    dispatch({
      type: 'replace',
      destinationIndex: selector.index,
      destinationZone: selector.zone,
      data: { ...selectedItem, props: { ...props, id: selectedItem.props.id } },
    });
  };
}
