import type { Link } from '@zilt/contracts/common';

/** Spec §3: a button shows only when its flag is set and its link has a title and a url. */
export function visibleAction(show: boolean | undefined, link: Link | undefined): Link | null {
  if (!show || !link) return null;
  return link.title.trim() !== '' && link.url.trim() !== '' ? link : null;
}
