import { useId } from 'react';
import type { ExpandableBlock as ExpandableBlockData } from '@zilt/contracts/blocks';
import type { ExpandableItem } from '@zilt/contracts/nested-blocks';
import { track } from '../../lib/analytics/track';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { RichText } from '../../components/rich-text/rich-text';
import { Icon } from '../../components/icon/icon';
import { NestedPart } from './nested-part';
import { useDisclosure } from './use-disclosure';

function ExpandableEntry({
  item,
  panelId,
  headingLevel,
  blockTitle,
}: {
  item: ExpandableItem;
  panelId: string;
  headingLevel: 'h2' | 'h3';
  blockTitle?: string | undefined;
}) {
  const { open, toggle } = useDisclosure(item.isOpen === true, () =>
    track('expandable_open', { block_kind: 'expandableBlock', block_title: blockTitle, item_title: item.title }),
  );
  const Heading = headingLevel;
  return (
    <li className={`expandable${open ? ' expandable--open' : ''}`}>
      <Heading className="expandable__heading">
        <button
          type="button"
          className="expandable__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className="expandable__title">{item.title}</span>
          <Icon name="chevron-down" className="expandable__chevron" />
        </button>
      </Heading>
      {item.description ? <p className="expandable__description">{item.description}</p> : null}
      <div id={panelId} className="expandable__panel" hidden={!open}>
        {item.body ? <RichText html={item.body} /> : null}
        {(item.nestedBlocks ?? []).map((part, index) => (
          <NestedPart key={index} part={part} />
        ))}
      </div>
    </li>
  );
}

/** Open/close items with the disclosure pattern (button, aria-expanded, aria-controls). */
export function ExpandableBlock({ block }: { block: ExpandableBlockData }) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <div className="block__inner block__inner--text expandable-block">
      <BlockHeading block={block} />
      {/* Without JavaScript nothing could open a panel, so every panel is shown. */}
      <noscript>
        <style>{'.expandable__panel[hidden]{display:block}.expandable__chevron{display:none}'}</style>
      </noscript>
      <ul className="expandable-block__list">
        {block.expandableItems.map((item, index) => (
          <ExpandableEntry
            key={index}
            item={item}
            panelId={`expandable-${baseId}-${index}`}
            headingLevel={block.title ? 'h3' : 'h2'}
            blockTitle={block.title}
          />
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
