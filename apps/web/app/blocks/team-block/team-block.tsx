import { useTranslation } from '../../i18n/translation';
import type { TeamBlock as TeamBlockData } from '@zilt/contracts/blocks';
import { initialsOf } from '@zilt/contracts/initials';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { SmartLink } from '../../components/smart-link/smart-link';

/** Member cards: 1 column on extra small screens, 2 from sm, 3 from md. */
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
              <ResponsiveImage
                image={member.image}
                preset="contact"
                sizes="(min-width: 768px) 360px, (min-width: 576px) 50vw, 100vw"
                // Phones show the portrait at 112 px beside the name (team-block.css).
                smallScreenPreset="portrait"
                smallScreenMedia="(max-width: 479px)"
                className="team-card__image"
              />
            ) : (
              <div className="team-card__image team-card__image--initials" aria-hidden="true">
                {initialsOf(member.name)}
              </div>
            )}
            <div className="team-card__text">
              <Name className="team-card__name">
                {member.link && member.link.url ? (
                  <SmartLink
                    href={member.link.url}
                    external={member.link.isLinkExternal}
                    target={member.link.target}
                    className="team-card__link"
                  >
                    {member.name}
                  </SmartLink>
                ) : (
                  member.name
                )}
              </Name>
              {member.function ? <p className="team-card__function">{member.function}</p> : null}
              {member.email ? (
                <SmartLink className="team-card__email" href={`mailto:${member.email}`}>
                  {t('blocks.team.email', { name: member.name })}
                </SmartLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
