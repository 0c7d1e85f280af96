import type { LinkGridIcon } from '@zilt/contracts/block-items';

export type LinkGridIconName = 'innovate' | 'leader' | 'insights';

const iconNames: Record<LinkGridIcon, LinkGridIconName> = {
  '1': 'innovate',
  icon1: 'innovate',
  '2': 'leader',
  icon2: 'leader',
  '3': 'insights',
};

/** The sprite icon of a link-grid item: 1/icon1 innovate, 2/icon2 leader, 3 insights. */
export function linkGridIconName(icon: string | undefined): LinkGridIconName | undefined {
  return icon !== undefined && Object.hasOwn(iconNames, icon) ? iconNames[icon as LinkGridIcon] : undefined;
}
