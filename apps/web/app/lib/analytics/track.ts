/**
 * Analytics events (button, link and download clicks in blocks, opened expandable and read-more
 * items, cookie choices, video play/pause/end, search result counts or no results), pushed to
 * the tag manager's data layer.
 */
export type AnalyticsEventName =
  | 'primary_button_click'
  | 'secondary_button_click'
  | 'download_click'
  | 'link_click'
  | 'search_results'
  | 'search_no_results'
  | 'video_play'
  | 'video_pause'
  | 'video_end'
  | 'expandable_open'
  | 'read_more_open'
  | 'video_consent_accept'
  | 'cookie_accept_all'
  | 'cookie_decline_all'
  | 'cookie_save_preferences'
  | (string & {});

export type AnalyticsData = Record<string, string | number | boolean | undefined>;

export interface DataLayerEntry extends AnalyticsData {
  event: string;
}

declare global {
  interface Window {
    /** Events (objects) and gtag commands (`arguments` objects) for the tag manager. */
    dataLayer?: (DataLayerEntry | IArguments | Record<string, unknown>)[];
  }
}

/** The one way the site reports an analytics event; a no-op on the server. */
export function track(event: AnalyticsEventName, data: AnalyticsData = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...data });
}
