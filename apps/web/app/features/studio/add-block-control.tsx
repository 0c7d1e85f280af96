import { useId, useState } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { blockKinds, type BlockKind } from '@zilt/contracts/blocks';
import { categoryLabels, studioBlocks, type StudioCategory } from './studio-blocks';
import { screenText, type StudioLanguage } from './studio-language';

// Adding a block without dragging: choose its kind and add it at the end of the page, where it
// is selected so its fields open. Works by keyboard alone (the list of blocks is dragged).

const usePuck = createUsePuck();

/** Puck's name of the page's own list of blocks (its root drop zone). */
const pageZone = 'root:default-zone';

export function AddBlockControl({ language }: { language: StudioLanguage }) {
  const dispatch = usePuck((state) => state.dispatch);
  const count = usePuck((state) => state.appState.data.content.length);
  const [kind, setKind] = useState<BlockKind>('textBlock');
  const id = useId();
  function add() {
    dispatch({ type: 'insert', componentType: kind, destinationIndex: count, destinationZone: pageZone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: count, zone: pageZone } } });
  }
  return (
    <div className="studio-add-block" role="group" aria-labelledby={`${id}-heading`}>
      <p className="studio-add-block__heading" id={`${id}-heading`}>
        {screenText(language, 'addBlock')}
      </p>
      <label htmlFor={`${id}-kind`}>{screenText(language, 'addBlockKind')}</label>
      <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as BlockKind)}>
        {(Object.keys(categoryLabels) as StudioCategory[]).map((category) => (
          <optgroup key={category} label={categoryLabels[category][language]}>
            {blockKinds
              .filter((candidate) => studioBlocks[candidate].category === category)
              .map((candidate) => (
                <option key={candidate} value={candidate}>
                  {studioBlocks[candidate].label[language]}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <button type="button" className="studio-add-block__button" onClick={add}>
        {screenText(language, 'addBlockButton')}
      </button>
    </div>
  );
}
