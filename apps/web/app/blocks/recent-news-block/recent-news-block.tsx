import { useTranslation } from '../../i18n/translation';
import type { RecentNewsBlock as RecentNewsBlockData } from '@zilt/contracts/blocks';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../../components/smart-link/smart-link';
import { formatLongDate, isoDay } from './dutch-date';

export function RecentNewsBlock({ block }: { block: RecentNewsBlockData }) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <div className="block__inner recent-news-block">
      <BlockHeading block={block} />
      {block.items.length === 0 ? (
        <p className="recent-news-block__empty">{t('news.noResults')}</p>
      ) : (
        <ul className="block-card-grid block-card-grid--3 recent-news-block__list">
          {block.items.map((item, index) => (
            <li key={`${item.link.url}-${index}`} className="news-teaser">
              {item.image ? (
                <ResponsiveImage
                  image={item.image}
                  preset="teaser"
                  smallScreenPreset="teaserSmall"
                  extraSources={item.imageSources}
                  className="news-teaser__image"
                />
              ) : null}
              <div className="news-teaser__text">
                <time className="news-teaser__date" dateTime={isoDay(item.date)}>
                  {formatLongDate(item.date, language)}
                </time>
                <Heading className="news-teaser__title">
                  <SmartLink
                    href={item.link.url}
                    external={item.link.isLinkExternal}
                    target={item.link.target}
                    className="news-teaser__link"
                  >
                    {item.title}
                  </SmartLink>
                </Heading>
                {item.intro ? <p className="news-teaser__intro">{item.intro}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <BlockActions block={block} />
    </div>
  );
}
