import { useId } from 'react';
import type { ReadMoreBlock as ReadMoreBlockData } from '@zilt/contracts/blocks';
import type { ReadMoreNestedBlock } from '@zilt/contracts/nested-blocks';
import { track } from '../../lib/analytics/track';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { Icon } from '../../components/icon/icon';
import { NestedPart } from '../expandable-block/nested-part';
import { useDisclosure } from '../expandable-block/use-disclosure';

/** Read-more parts in the order of their index. */
function orderedParts(parts: ReadMoreNestedBlock[]): ReadMoreNestedBlock[] {
  return [...parts].sort((a, b) => a.index - b.index);
}

export function ReadMoreBlock({ block }: { block: ReadMoreBlockData }) {
  const panelId = `read-more-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { open, toggle } = useDisclosure(false, () =>
    track('read_more_open', { block_kind: block.kind, block_title: block.title }),
  );
  return (
    <div className="block__inner block__inner--text read-more-block">
      <BlockHeading block={block} />
      <noscript>
        <style>{'.read-more-block__panel[hidden]{display:block}.read-more-block__toggle{display:none}'}</style>
      </noscript>
      <div id={panelId} className="read-more-block__panel" hidden={!open}>
        {orderedParts(block.nestedBlocks).map((part) => (
          <NestedPart key={part.index} part={part} />
        ))}
      </div>
      <button
        type="button"
        className="read-more-block__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span>{open ? block.closeLabel : block.openLabel}</span>
        <Icon
          name="chevron-down"
          className={`read-more-block__chevron${open ? ' read-more-block__chevron--open' : ''}`}
        />
      </button>
      <BlockActions block={block} />
    </div>
  );
}
