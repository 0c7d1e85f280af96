/** Names of the symbols in /images/sprite.svg. */
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
  | 'whatsapp'
  | 'website'
  | 'online'
  | 'offline'
  | 'download'
  | 'play'
  | 'quote'
  | 'innovate'
  | 'leader'
  | 'insights'
  | 'linkedin'
  | 'facebook'
  | 'twitter'
  | 'instagram'
  | 'youtube'
  | 'vimeo'
  | 'map-pin'
  | ActorTypeIconName
  | GoalIconName;

/** Icons of the kinds of actors in a project: Government, Knowledge institute, Private; any other name is civil. */
export type ActorTypeIconName = 'civil' | 'government' | 'knowledge' | 'private';

type GoalNumber =
  '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12' | '13' | '14' | '15' | '16' | '17';
/** The 17 Sustainable Development Goal tiles of the sprite, `goal-01` … `goal-17`. */
export type GoalIconName = `goal-${GoalNumber}`;

/** A decorative icon from the sprite (24 px unless told), drawn in the text colour; the label lives beside it. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`/images/sprite.svg#${name}`} />
    </svg>
  );
}
