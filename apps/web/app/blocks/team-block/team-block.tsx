import { useTranslation } from 'react-i18next';
import type { TeamBlock as TeamBlockData } from '@zilt/contracts/blocks';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../shared/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../shared/smart-link';

/** Member cards: 1 column on extra small screens, 2 from sm, 3 from md (spec §2). */
export function TeamBlock({ block }: { block: TeamBlockData }) {
  const { t } = useTranslation('common');
  const Name = block.title ? 'h3' : 'h2';
  return (
    <div className="block__inner team-block">
      <BlockHeading block={block} />
      <ul className="block-card-grid block-card-grid--3 team-block__grid">
        {block.members.map((member, index) => (
          <li key={`${member.name}-${index}`} className="team-card">
            {member.image ? (
              <ResponsiveImage image={member.image} preset="contact" sizes="(min-width: 768px) 360px, (min-width: 576px) 50vw, 100vw" className="team-card__image" />
            ) : (
              <div className="team-card__image team-card__image--initials" aria-hidden="true">
                {member.name
                  .split(/\s+/)
                  .filter((part) => /^[A-Z]/.test(part))
                  .map((part) => part[0])
                  .slice(0, 2)
                  .join('')}
              </div>
            )}
            <div className="team-card__text">
              <Name className="team-card__name">
                {member.link && member.link.url ? (
                  <SmartLink link={member.link} className="team-card__link">
                    {member.name}
                  </SmartLink>
                ) : (
                  member.name
                )}
              </Name>
              {member.function ? <p className="team-card__function">{member.function}</p> : null}
              {member.email ? (
                <a className="team-card__email" href={`mailto:${member.email}`}>
                  {t('blocks.team.email', { name: member.name })}
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
