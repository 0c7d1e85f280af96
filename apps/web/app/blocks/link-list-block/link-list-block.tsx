import type { LinkListBlock as LinkListBlockData } from '@zilt/contracts/blocks';
import type { LinkListItem } from '@zilt/contracts/block-items';
import { BlockActions } from '../shared/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../shared/smart-link';
import { SpriteIcon } from '../shared/sprite-icon';

/** A list of links, each with a subtitle and, optionally, a list of its own below it. */
export function LinkList({ items, depth = 0 }: { items: LinkListItem[]; depth?: number }) {
  return (
    <ul className={`link-list link-list--depth-${Math.min(depth, 2)}`}>
      {items.map((item) => (
        <li key={item.key} className="link-list__item">
          {item.link.url ? (
            <SmartLink link={item.link} className="link-list__link">
              <SpriteIcon name="arrow" />
              <span>{item.link.title}</span>
            </SmartLink>
          ) : (
            <span className="link-list__heading">{item.link.title}</span>
          )}
          {item.subTitle ? <p className="link-list__subtitle">{item.subTitle}</p> : null}
          {item.items && item.items.length > 0 ? <LinkList items={item.items} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function LinkListBlock({ block }: { block: LinkListBlockData }) {
  return (
    <div className="block__inner block__inner--text link-list-block">
      <BlockHeading block={block} />
      <LinkList items={block.items} />
      <BlockActions block={block} />
    </div>
  );
}
