import { useTranslation } from '../../i18n/translation';
import type { DownloadBlock as DownloadBlockData } from '@zilt/contracts/blocks';
import { track } from '../../lib/analytics/track';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { Icon } from '../../components/icon/icon';
import { SmartLink } from '../../components/smart-link/smart-link';

export function DownloadBlock({ block }: { block: DownloadBlockData }) {
  const { t } = useTranslation('common');
  return (
    <div className="block__inner download-block">
      <BlockHeading block={block} />
      <ul className="download-block__list">
        {block.items.map((item) => (
          <li key={item.key} className="download-block__item">
            <div className="download-block__text">
              <h3 className="download-block__title">{item.title}</h3>
              {item.text ? <p className="download-block__description">{item.text}</p> : null}
            </div>
            <SmartLink
              className="download-block__link"
              href={item.fileUrl}
              download={item.fileName}
              onClick={() =>
                track('download_click', { block_kind: block.kind, file_name: item.fileName, file_url: item.fileUrl })
              }
            >
              <Icon name="download" />
              <span>{t('link.download', { fileName: item.fileName })}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
