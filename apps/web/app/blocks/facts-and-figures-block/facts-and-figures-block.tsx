import type { FactsAndFiguresBlock as FactsBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';

export function FactsAndFiguresBlock({ block }: { block: FactsBlockData }) {
  return (
    <div className="block__inner facts-block">
      <BlockHeading block={block} />
      <dl className="facts-block__list">
        {block.items.map((item) => (
          <div className="facts-block__item" key={item.key}>
            <dt className="facts-block__value">{item.value}</dt>
            <dd className="facts-block__description">{item.description}</dd>
          </div>
        ))}
      </dl>
      <BlockActions block={block} />
    </div>
  );
}
