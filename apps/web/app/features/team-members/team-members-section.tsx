import { useTranslation } from '../../i18n/translation';
import { initialsOf } from '@zilt/contracts/initials';
import type { TeamMember } from '@zilt/contracts/team-member';
import { useTeamMembers, type TeamMembersState } from './use-team-members';
import './team-members.css';

function TeamMemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const name = `${member.Name} ${member.Surname}`.trim();
  return (
    <li className="team-member-card">
      {member.ImageURL ? (
        <img className="team-member-card__image" src={member.ImageURL} alt="" width={240} height={240} loading="lazy" />
      ) : (
        <div className="team-member-card__image team-member-card__image--initials" aria-hidden="true">
          {initialsOf(`${member.Name} ${member.Surname}`)}
        </div>
      )}
      <div className="team-member-card__text">
        <h3 className="team-member-card__name">{name}</h3>
        <p className="team-member-card__role">{t(member.CompanyRole)}</p>
        <p className="team-member-card__age">{t('team:age', { age: member.Age })}</p>
      </div>
    </li>
  );
}

/**
 * The team: a card per valid member (1 column on extra small screens, 2 from sm, 3 from md), or
 * the call's status text when it failed. The page's first HTML carries the team the server read
 * (`fromServer`); after a client-side navigation the team is read in the browser, with a spinner
 * until it arrives.
 */
export function TeamMembersSection({ fromServer }: { fromServer: TeamMembersState | null }) {
  const { t } = useTranslation();
  const state = useTeamMembers(fromServer);
  return (
    <section className="team-members" aria-labelledby="team-members-title" aria-busy={state.status === 'loading'}>
      <h2 id="team-members-title" className="team-members__title">
        {t('team:title')}
      </h2>
      {state.status === 'loading' && (
        <div className="team-members__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('team:loading')}</span>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="team-members__failed" role="alert">
          <p>{t('team:error')}</p>
          <p className="team-members__status">{state.statusText}</p>
        </div>
      )}
      {state.status === 'loaded' &&
        (state.members.length === 0 ? (
          <p>{t('team.noResults')}</p>
        ) : (
          <ul className="team-members__grid">
            {state.members.map((member) => (
              <TeamMemberCard key={member.Id} member={member} />
            ))}
          </ul>
        ))}
    </section>
  );
}
