/** Names of the symbols in /images/sprite.svg that the shell uses. */
export type IconName =
  | 'menu'
  | 'close'
  | 'search'
  | 'chevron-down'
  | 'chevron-right'
  | 'arrow'
  | 'external'
  | 'globe'
  | 'mail'
  | 'phone'
  | 'online'
  | 'offline'
  | 'linkedin'
  | 'facebook'
  | 'twitter'
  | 'instagram'
  | 'youtube'
  | 'vimeo';

/** A decorative 24 px icon from the sprite, drawn in the text colour; the label lives beside it. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`/images/sprite.svg#${name}`} />
    </svg>
  );
}
