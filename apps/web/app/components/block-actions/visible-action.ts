import type { Link } from '@zilt/contracts/common';

/** A button shows only when its flag is set and its link has a title and a url. */
export function visibleAction(show: boolean | undefined, link: Link | undefined): Link | undefined {
  return show && link && link.title.trim() && link.url.trim() ? link : undefined;
}
