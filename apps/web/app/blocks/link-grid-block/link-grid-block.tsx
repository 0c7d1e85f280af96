import type { LinkGridBlock as LinkGridBlockData } from '@zilt/contracts/blocks';
import type { LinkGridItem } from '@zilt/contracts/block-items';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../../components/smart-link/smart-link';
import { Icon } from '../../components/icon/icon';
import { track } from '../../lib/analytics/track';
import { linkGridIconName } from './link-grid-icon';

function LinkGridCard({
  item,
  block,
  headingLevel,
}: {
  item: LinkGridItem;
  block: LinkGridBlockData;
  headingLevel: 'h2' | 'h3';
}) {
  const variant = block.variant;
  const Heading = headingLevel;
  const icon = variant === 'icon' ? linkGridIconName(item.icon) : undefined;
  const link = item.link && item.link.url ? item.link : undefined;
  return (
    <li className={`link-grid__card${link ? ' link-grid__card--linked' : ''}`}>
      {variant === 'image' && item.image ? (
        <ResponsiveImage image={item.image} preset="grid" className="link-grid__image" />
      ) : null}
      {icon ? (
        <span className="link-grid__icon" data-icon={icon}>
          <Icon name={icon} />
        </span>
      ) : null}
      <div className="link-grid__text">
        {item.label ? <p className="link-grid__label">{item.label}</p> : null}
        <Heading className="link-grid__title">
          {link ? (
            <SmartLink
              href={link.url}
              external={link.isLinkExternal}
              target={link.target}
              className="link-grid__link"
              onClick={() =>
                track('link_click', {
                  block_kind: block.kind,
                  block_title: block.title,
                  link_text: link.title,
                  link_url: link.url,
                })
              }
            >
              {item.title}
            </SmartLink>
          ) : (
            item.title
          )}
        </Heading>
        {item.intro ? <p className="link-grid__intro">{item.intro}</p> : null}
      </div>
    </li>
  );
}

/** Cards in a grid, as text, with an image (305x244) or with an icon. */
export function LinkGridBlock({ block }: { block: LinkGridBlockData }) {
  return (
    <div className={`block__inner link-grid-block link-grid-block--${block.variant}`}>
      <BlockHeading block={block} />
      <ul className="block-card-grid block-card-grid--3 link-grid">
        {block.items.map((item, index) => (
          <LinkGridCard
            key={`${item.title}-${index}`}
            item={item}
            block={block}
            headingLevel={block.title ? 'h3' : 'h2'}
          />
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
