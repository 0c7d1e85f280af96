import type { CommonBlockFields, Link } from '@zilt/contracts/common';
import { track } from '../../features/analytics/track';
import { SmartLink } from './smart-link';
import { SpriteIcon } from './sprite-icon';

/** A button shows only when its flag is set and its link has a title and a url (spec §3). */
export function visibleAction(show: boolean | undefined, link: Link | undefined): Link | undefined {
  return show && link && link.title.trim() && link.url.trim() ? link : undefined;
}

interface BlockActionsProps {
  block: CommonBlockFields & { kind: string };
  /** On a dark (navy) background the buttons take the light style. */
  onDark?: boolean;
  className?: string;
}

/** The block's primary and secondary action, as buttons or (showActionAsLink) as text links. */
export function BlockActions({ block, onDark, className }: BlockActionsProps) {
  const primary = visibleAction(block.showPrimary, block.primaryAction);
  const secondary = visibleAction(block.showSecondary, block.secondaryAction);
  if (!primary && !secondary) return null;
  const asLink = block.showActionAsLink === true;
  const style = (rank: 'primary' | 'secondary') =>
    asLink ? 'block-action-link' : `block-button block-button--${rank}${onDark ? ' block-button--on-dark' : ''}`;
  const clicked = (rank: 'primary' | 'secondary', link: Link) => () =>
    track(`${rank}_button_click`, { block_kind: block.kind, block_title: block.title, link_text: link.title, link_url: link.url });
  return (
    <div className={`block-actions${className ? ` ${className}` : ''}`}>
      {primary ? (
        <SmartLink link={primary} className={style('primary')} onClick={clicked('primary', primary)}>
          {primary.title}
          {asLink ? <SpriteIcon name="arrow" /> : null}
        </SmartLink>
      ) : null}
      {secondary ? (
        <SmartLink link={secondary} className={style('secondary')} onClick={clicked('secondary', secondary)}>
          {secondary.title}
          {asLink ? <SpriteIcon name="arrow" /> : null}
        </SmartLink>
      ) : null}
    </div>
  );
}
