// Videos play only from YouTube and Vimeo, through their privacy-enhanced embed hosts; any
// other address shows 'Unable to load video.' instead of a player.

const youTubeEmbedOrigin = 'https://www.youtube-nocookie.com';
const vimeoEmbedOrigin = 'https://player.vimeo.com';

export type VideoSource =
  | { provider: 'youtube'; id: string; embedOrigin: typeof youTubeEmbedOrigin }
  | { provider: 'vimeo'; id: string; hash?: string; embedOrigin: typeof vimeoEmbedOrigin };

const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const youTubeId = /^[A-Za-z0-9_-]{11}$/;

export function parseVideoUrl(address: string | undefined): VideoSource | undefined {
  if (!address) return undefined;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (youTubeHosts.has(host)) {
    let id: string | undefined;
    if (host === 'youtu.be') id = segments[0];
    else if (segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') id = segments[1];
    return id && youTubeId.test(id) ? { provider: 'youtube', id, embedOrigin: youTubeEmbedOrigin } : undefined;
  }
  if (vimeoHosts.has(host)) {
    const numeric = segments.findIndex((segment) => /^\d+$/.test(segment));
    if (numeric < 0) return undefined;
    if (host === 'player.vimeo.com' && segments[0] !== 'video') return undefined;
    const id = segments[numeric] as string;
    const next = segments[numeric + 1];
    const hash = url.searchParams.get('h') ?? (next && /^[a-f0-9]+$/i.test(next) ? next : undefined);
    return hash
      ? { provider: 'vimeo', id, hash, embedOrigin: vimeoEmbedOrigin }
      : { provider: 'vimeo', id, embedOrigin: vimeoEmbedOrigin };
  }
  return undefined;
}

/** The player address on the privacy-enhanced host, with the player's message API switched on. */
export function videoEmbedUrl(source: VideoSource, pageOrigin: string): string {
  if (source.provider === 'youtube') {
    const query = new URLSearchParams({ enablejsapi: '1', rel: '0', origin: pageOrigin });
    return `${youTubeEmbedOrigin}/embed/${source.id}?${query}`;
  }
  const query = new URLSearchParams({ dnt: '1', ...(source.hash ? { h: source.hash } : {}) });
  return `${vimeoEmbedOrigin}/video/${source.id}?${query}`;
}

export type PlayerEvent = 'play' | 'pause' | 'end';

/** Reads a player's postMessage; answers the playback event it reports, if any. */
export function playerEventOf(source: VideoSource, data: unknown): PlayerEvent | undefined {
  let message = data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return undefined;
    }
  }
  if (!message || typeof message !== 'object') return undefined;
  const record = message as Record<string, unknown>;
  if (source.provider === 'youtube') {
    let state: unknown;
    if (record['event'] === 'onStateChange') state = record['info'];
    else if (record['event'] === 'infoDelivery' && record['info'] && typeof record['info'] === 'object') {
      state = (record['info'] as Record<string, unknown>)['playerState'];
    }
    return state === 1 ? 'play' : state === 2 ? 'pause' : state === 0 ? 'end' : undefined;
  }
  const event = record['event'];
  return event === 'play'
    ? 'play'
    : event === 'pause'
      ? 'pause'
      : event === 'ended' || event === 'finish'
        ? 'end'
        : undefined;
}
