import type { TextBlock as TextBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { RichText } from '../../components/rich-text/rich-text';

export function TextBlock({ block }: { block: TextBlockData }) {
  return (
    <div className="block__inner block__inner--text text-block">
      <BlockHeading block={block} />
      <RichText html={block.body} />
      <BlockActions block={block} />
    </div>
  );
}
