import type { LogoWallBlock as LogoWallBlockData } from '@zilt/contracts/blocks';
import type { LogoItem } from '@zilt/contracts/block-items';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../../components/smart-link/smart-link';

function Logo({ item }: { item: LogoItem }) {
  // The name is the tooltip and the alternative text.
  return (
    <img
      className="logo-wall__image"
      src={item.logo.originalImageUrl}
      alt={item.name}
      title={item.name}
      width={200}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
}

export function LogoWallBlock({ block }: { block: LogoWallBlockData }) {
  return (
    <div className="block__inner logo-wall-block">
      <BlockHeading block={block} />
      <ul className="logo-wall">
        {block.items.map((item, index) => (
          <li key={`${item.name}-${index}`} className="logo-wall__item">
            {item.link && item.link.url ? (
              <SmartLink
                href={item.link.url}
                external={item.link.isLinkExternal}
                target={item.link.target}
                className="logo-wall__link"
                title={item.name}
              >
                <Logo item={item} />
              </SmartLink>
            ) : (
              <Logo item={item} />
            )}
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
