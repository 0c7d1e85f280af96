import type { CommonBlockFields, Link } from '@zilt/contracts/common';
import { track } from '../../lib/analytics/track';
import { SmartLink } from '../smart-link/smart-link';
import { Icon } from '../icon/icon';
import { visibleAction } from './visible-action';
import './block-actions.css';

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
  const actions = [
    { rank: 'primary' as const, link: primary },
    { rank: 'secondary' as const, link: secondary },
  ].flatMap(({ rank, link }) => (link ? [{ rank, link }] : []));
  if (actions.length === 0) return null;
  const asLink = block.showActionAsLink === true;
  const style = (rank: 'primary' | 'secondary') =>
    asLink ? 'block-action-link' : `button button--${rank}${onDark ? ' button--on-dark' : ''}`;
  const clicked = (rank: 'primary' | 'secondary', link: Link) => () =>
    track(`${rank}_button_click`, {
      block_kind: block.kind,
      block_title: block.title,
      link_text: link.title,
      link_url: link.url,
    });
  return (
    <div className={`block-actions${className ? ` ${className}` : ''}`}>
      {actions.map(({ rank, link }) => (
        <SmartLink
          key={rank}
          href={link.url}
          external={link.isLinkExternal}
          target={link.target}
          className={style(rank)}
          onClick={clicked(rank, link)}
        >
          {link.title}
          {asLink ? <Icon name="arrow" /> : null}
        </SmartLink>
      ))}
    </div>
  );
}
