import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { IframeBlock as IframeBlockData } from '@zilt/contracts/blocks';
import { ConsentPrompt } from '../../components/consent-prompt/consent-prompt';
import { useVideoConsent } from '../../lib/consent/video-consent';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { iframeHeight } from './iframe-height';
import { InlineStyle, useStyleScope } from '../../lib/csp/inline-style';

// Inline embed code runs in a sandbox without our origin, so it cannot reach the page.
const embedSandbox = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * An external page (url) or inline embed code, `height` px high (500 when not positive), with
 * 'Content is loading...' until the frame has loaded. With useCookieBar the consent prompt
 * comes first. The frame is created in the browser so that its load event is never missed.
 */
export function IframeBlock({ block }: { block: IframeBlockData }) {
  const { t } = useTranslation('common');
  const consent = useVideoConsent();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  const height = iframeHeight(block.height);
  const boxId = useStyleScope('iframe-box');
  const title = block.iframeTitle || block.title || t('blocks.iframe.untitled');
  const needsConsent = block.useCookieBar === true && !consent.granted;
  const frameProps = {
    className: 'iframe-block__frame',
    title,
    height,
    loading: 'lazy' as const,
    ...(block.url ? { src: block.url } : { srcDoc: block.embedCode ?? '', sandbox: embedSandbox }),
  };
  return (
    <div className="block__inner iframe-block">
      <BlockHeading block={block} />
      <div id={boxId} className="iframe-block__box" data-iframe-height={height}>
        <InlineStyle rules={`#${boxId}{height:${height}px}`} />
        {needsConsent ? (
          <ConsentPrompt
            text={t('iframe.consentText')}
            buttonLabel={t('iframe.consentButton')}
            onAccept={consent.grant}
          />
        ) : (
          <>
            {hydrated ? <iframe {...frameProps} onLoad={() => setLoaded(true)} /> : null}
            {!loaded ? (
              <p className="iframe-block__loading" role="status">
                {t('iframe.loading')}
              </p>
            ) : null}
            {block.useCookieBar ? null : (
              <noscript>
                <iframe {...frameProps} />
              </noscript>
            )}
          </>
        )}
      </div>
      <BlockActions block={block} />
    </div>
  );
}
