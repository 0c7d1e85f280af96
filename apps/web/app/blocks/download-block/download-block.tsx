import { useTranslation } from 'react-i18next';
import type { DownloadBlock as DownloadBlockData } from '@zilt/contracts/blocks';
import { track } from '../../features/analytics/track';
import { BlockActions } from '../shared/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SpriteIcon } from '../shared/sprite-icon';

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
            <a
              className="download-block__link"
              href={item.fileUrl}
              download={item.fileName}
              onClick={() => track('download_click', { block_kind: block.kind, file_name: item.fileName, file_url: item.fileUrl })}
            >
              <SpriteIcon name="download" />
              <span>{t('link.download', { fileName: item.fileName })}</span>
            </a>
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
