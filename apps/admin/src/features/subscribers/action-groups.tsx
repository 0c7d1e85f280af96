import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { Card } from '../../components/card/card.tsx';
import {
  actionGroupOf,
  subscriberActionGroups,
  type ActionGroup,
  type EditMode,
  type ImmediateChange,
} from './change-actions.ts';

interface ActionGroupsProps {
  /** The changes with a form that are offered now. */
  modes: readonly EditMode[];
  /** The one-click changes that are offered now. */
  immediate: readonly ImmediateChange[];
  onChoose: (mode: EditMode) => void;
  onAsk: (change: ImmediateChange) => void;
}

/** The offered changes of one group, as buttons: forms first, then the one-click changes. */
function useGroupButtons({ modes, immediate, onChoose, onAsk }: ActionGroupsProps) {
  const { t } = useTranslation();
  return (group: ActionGroup) => [
    ...modes
      .filter((mode) => actionGroupOf(mode) === group)
      .map((mode) => (
        <Button key={mode} variant="secondary" onClick={() => onChoose(mode)}>
          {t(`data.actions.${mode}`)}
        </Button>
      )),
    ...immediate
      .filter((change) => actionGroupOf(change) === group)
      .map((change) => (
        <Button key={change} variant={group === 'irreversible' ? 'danger' : 'secondary'} onClick={() => onAsk(change)}>
          {t(`data.actions.${change}`)}
        </Button>
      )),
  ];
}

/**
 * The subscriber's changes, grouped: account, subscription, payments, and apart and last the
 * ones that cannot be undone. Without a loaded subscriber it says to search one first.
 */
export function SubscriberActions(props: ActionGroupsProps & { needUser: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const buttonsOf = useGroupButtons(props);
  return (
    <Card title={t('data.actions.title')} className="admin-actions-card">
      {props.needUser ? <p>{t('data.actions.needUser')}</p> : null}
      {subscriberActionGroups.map((group) => {
        const buttons = buttonsOf(group);
        if (buttons.length === 0) return null;
        const headingId = `${id}-group-${group}`;
        return (
          <div
            key={group}
            className={`admin-action-group admin-action-group--${group}`}
            role="group"
            aria-labelledby={headingId}
          >
            <h3 id={headingId} className="admin-action-group__title">
              {t(`data.groups.${group}`)}
            </h3>
            {group === 'irreversible' ? (
              <p className="admin-action-group__note">{t('data.groups.irreversibleNote')}</p>
            ) : null}
            <div className="admin-actions">{buttons}</div>
          </div>
        );
      })}
    </Card>
  );
}

/** The changes to the generic test entities A, B and C, in a section of their own, folded by default. */
export function EntityActions(props: ActionGroupsProps) {
  const { t } = useTranslation();
  const buttonsOf = useGroupButtons(props);
  return (
    <details className="admin-card admin-entities">
      <summary className="admin-entities__summary">{t('data.groups.entities')}</summary>
      <p className="admin-action-group__note">{t('data.groups.entitiesNote')}</p>
      <div className="admin-actions">{buttonsOf('entities')}</div>
    </details>
  );
}
