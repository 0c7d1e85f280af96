import type { LinkListBlock as LinkListBlockData } from '@zilt/contracts/blocks';
import type { LinkListItem } from '@zilt/contracts/block-items';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../../components/smart-link/smart-link';
import { Icon } from '../../components/icon/icon';
import { track } from '../../lib/analytics/track';

/** A list of links, each with a subtitle and, optionally, a list of its own below it. */
export function LinkList({
  items,
  depth = 0,
  block,
}: {
  items: LinkListItem[];
  depth?: number;
  block?: LinkListBlockData;
}) {
  return (
    <ul className={`link-list link-list--depth-${Math.min(depth, 2)}`}>
      {items.map((item) => (
        <li key={item.key} className="link-list__item">
          {item.link.url ? (
            <SmartLink
              href={item.link.url}
              external={item.link.isLinkExternal}
              target={item.link.target}
              className="link-list__link"
              onClick={() =>
                track('link_click', {
                  block_kind: 'linkListBlock',
                  block_title: block?.title,
                  link_text: item.link.title,
                  link_url: item.link.url,
                })
              }
            >
              <Icon name="arrow" />
              <span>{item.link.title}</span>
            </SmartLink>
          ) : (
            <span className="link-list__heading">{item.link.title}</span>
          )}
          {item.subTitle ? <p className="link-list__subtitle">{item.subTitle}</p> : null}
          {item.items && item.items.length > 0 ? <LinkList items={item.items} depth={depth + 1} block={block} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function LinkListBlock({ block }: { block: LinkListBlockData }) {
  return (
    <div className="block__inner block__inner--text link-list-block">
      <BlockHeading block={block} />
      <LinkList items={block.items} block={block} />
      <BlockActions block={block} />
    </div>
  );
}
