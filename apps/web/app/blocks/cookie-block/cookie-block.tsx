import { useTranslation } from 'react-i18next';
import type { CookieBlock as CookieBlockData } from '@zilt/contracts/blocks';
import { track } from '../../features/analytics/track';
import { useConsentStore } from '../../features/consent/consent-provider';
import { BlockActions } from '../shared/block-actions';
import { BlockHeading } from '../shared/block-heading';

/**
 * A button that reopens the cookie bar (spec §2): its primary action needs only a title, no
 * address. The secondary action is an ordinary link button.
 */
export function CookieBlock({ block }: { block: CookieBlockData }) {
  const { t } = useTranslation('common');
  const store = useConsentStore();
  const label = block.primaryAction?.title.trim() || t('cookies.reopen');
  const reopen = () => {
    track('primary_button_click', { block_kind: block.kind, block_title: block.title, link_text: label, link_url: '' });
    store?.reopenBar();
  };
  return (
    <div className="block__inner cookie-block">
      <BlockHeading block={block} />
      <div className="block-actions cookie-block__actions">
        {block.showPrimary ? (
          <button type="button" className="block-button block-button--primary" data-cookie-settings="" onClick={reopen}>
            {label}
          </button>
        ) : null}
        <BlockActions block={{ ...block, showPrimary: false }} className="cookie-block__secondary" />
      </div>
    </div>
  );
}
