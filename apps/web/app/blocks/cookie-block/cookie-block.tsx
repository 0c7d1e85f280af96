import { useTranslation } from '../../i18n/translation';
import type { CookieBlock as CookieBlockData } from '@zilt/contracts/blocks';
import { track } from '../../lib/analytics/track';
import { useConsentStore } from '../../lib/consent/consent-provider';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';

/**
 * A button that reopens the cookie bar: its primary action needs only a title, no
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
          <button type="button" className="button button--primary" data-cookie-settings="" onClick={reopen}>
            {label}
          </button>
        ) : null}
        <BlockActions block={{ ...block, showPrimary: false }} className="cookie-block__secondary" />
      </div>
    </div>
  );
}
