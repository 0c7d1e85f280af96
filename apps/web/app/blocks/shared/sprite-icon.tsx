export type SpriteIconName =
  | 'arrow'
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'twitter'
  | 'vimeo'
  | 'youtube'
  | 'external'
  | 'download'
  | 'play'
  | 'mail'
  | 'phone'
  | 'whatsapp'
  | 'website'
  | 'innovate'
  | 'leader'
  | 'insights'
  | 'quote'
  | 'chevron-down';

/** A decorative icon from the site's sprite (24 px, currentColor); its meaning is in the text beside it. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={`sprite-icon${className ? ` ${className}` : ''}`} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`/images/sprite.svg#${name}`} />
    </svg>
  );
}
