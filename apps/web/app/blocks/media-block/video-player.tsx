import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { track } from '../../lib/analytics/track';
import { ConsentPrompt } from '../../components/consent-prompt/consent-prompt';
import { useVideoConsent } from '../../lib/consent/video-consent';
import { useSiteData } from '../../lib/site-data/use-site-data';
import { parseVideoUrl, playerEventOf, videoEmbedUrl, type VideoSource } from './video-source';

const analyticsEvent = { play: 'video_play', pause: 'video_pause', end: 'video_end' } as const;

/** Listens to the player's postMessage API (only ever talked to after consent). */
function usePlayerEvents(
  frame: React.RefObject<HTMLIFrameElement | null>,
  source: VideoSource,
  title: string | undefined,
) {
  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let last: string | undefined;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== source.embedOrigin || message.source !== iframe.contentWindow) return;
      const event = playerEventOf(source, message.data);
      if (!event || event === last) return;
      last = event;
      track(analyticsEvent[event], { video_provider: source.provider, video_id: source.id, video_title: title });
    };
    const subscribe = () => {
      const target = iframe.contentWindow;
      if (!target) return;
      if (source.provider === 'youtube') {
        target.postMessage(
          JSON.stringify({ event: 'listening', id: iframe.id, channel: 'widget' }),
          source.embedOrigin,
        );
        target.postMessage(
          JSON.stringify({
            event: 'command',
            func: 'addEventListener',
            args: ['onStateChange'],
            id: iframe.id,
            channel: 'widget',
          }),
          source.embedOrigin,
        );
      } else {
        for (const value of ['play', 'pause', 'ended'])
          target.postMessage(JSON.stringify({ method: 'addEventListener', value }), source.embedOrigin);
      }
    };
    window.addEventListener('message', onMessage);
    iframe.addEventListener('load', subscribe);
    // A player drawn by the server may have loaded before hydration: ask now as well. A frame
    // that is still loading drops the message (wrong origin) and is asked again on load.
    subscribe();
    return () => {
      window.removeEventListener('message', onMessage);
      iframe.removeEventListener('load', subscribe);
    };
  }, [frame, source, title]);
}

function VideoFrame({ source, title, frameId }: { source: VideoSource; title: string; frameId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The page's origin as the server saw it, so the server HTML and the hydrated player agree.
  const origin = useSiteData()?.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  usePlayerEvents(frame, source, title);
  return (
    <iframe
      ref={frame}
      id={frameId}
      className="video-player__frame"
      src={videoEmbedUrl(source, origin)}
      title={title}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * A YouTube or Vimeo video: an accept prompt until the visitor allows video cookies, then the
 * player from the privacy-enhanced host (in the server HTML already when the request's cookies
 * allow video). Any other address: 'Unable to load video.'.
 */
export function VideoPlayer({
  url,
  title,
  frameId,
}: {
  url: string | undefined;
  title?: string | undefined;
  frameId: string;
}) {
  const { t } = useTranslation('common');
  const consent = useVideoConsent();
  const source = parseVideoUrl(url);
  if (!source) {
    return (
      <div className="video-player video-player--unavailable">
        <p className="video-player__message">{t('video.unableToLoad')}</p>
      </div>
    );
  }
  return (
    <div className="video-player" data-video-provider={source.provider}>
      {consent.granted ? (
        <VideoFrame source={source} title={title || t('video.play')} frameId={frameId} />
      ) : (
        <ConsentPrompt
          video
          text={t('video.consentText')}
          buttonLabel={t('video.consentButton')}
          onAccept={() => {
            consent.grant();
            track('video_consent_accept', { video_provider: source.provider });
          }}
        />
      )}
    </div>
  );
}
