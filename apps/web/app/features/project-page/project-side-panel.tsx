import { useTranslation } from '../../i18n/translation';
import type { TaxonomyTerm, TaxonomyVocabulary } from '@zilt/contracts/page';
import type { ProjectPlace } from '@zilt/contracts/project';
import { Icon, type IconName } from '../../components/icon/icon';
import { actorTypeIcon, goalIcon } from '../../components/icon/project-icons';
import './project-side-panel.css';

interface PanelEntry {
  key: string;
  name: string;
  icon?: IconName | null;
}

interface PanelSection {
  key: string;
  titleKey: string;
  entries: PanelEntry[];
}

function termsOf(terms: readonly TaxonomyTerm[], vocabulary: TaxonomyVocabulary): TaxonomyTerm[] {
  return terms.filter((term) => term.Vocabulary === vocabulary);
}

/**
 * The side panel of a project page: SDG's (with their goal tiles), thematic focus, actor types
 * (with their icons), functions and action area. A section without entries is left out.
 */
export function ProjectSidePanel({ terms, place }: { terms: TaxonomyTerm[]; place: ProjectPlace | null }) {
  const { t } = useTranslation();
  // Actor types come from the project's labels; older content names them as `theme` terms.
  const actorEntries: PanelEntry[] = place
    ? place.labels.map((label) => ({ key: label, name: t(`map.actorType.${label}`), icon: actorTypeIcon(label) }))
    : termsOf(terms, 'theme').map((term) => ({ key: term.Id, name: term.Name, icon: actorTypeIcon(term.Name) }));
  const plain = (vocabulary: TaxonomyVocabulary): PanelEntry[] =>
    termsOf(terms, vocabulary).map((term) => ({ key: term.Id, name: term.Name }));
  const sections: PanelSection[] = [
    {
      key: 'sdgs',
      titleKey: 'project.sdgs',
      entries: termsOf(terms, 'sdgs').map((term) => ({ key: term.Id, name: term.Name, icon: goalIcon(term.Id) })),
    },
    { key: 'focus', titleKey: 'project.focus', entries: plain('focus-area') },
    { key: 'actor-types', titleKey: 'project.actorTypes', entries: actorEntries },
    { key: 'functions', titleKey: 'project.functions', entries: plain('functions') },
    { key: 'action-area', titleKey: 'project.actionArea', entries: plain('action-area') },
  ].filter((section) => section.entries.length > 0);

  if (sections.length === 0) return null;
  return (
    <aside className="project-side-panel" aria-label={t('project.sidePanel')}>
      {sections.map((section) => (
        <section
          key={section.key}
          className={`project-side-panel__section project-side-panel__section--${section.key}`}
        >
          <h2 className="project-side-panel__title">{t(section.titleKey)}</h2>
          <ul className="project-side-panel__entries">
            {section.entries.map((entry) => (
              <li key={entry.key} className="project-side-panel__entry">
                {entry.icon ? (
                  <Icon name={entry.icon} className={`project-side-panel__icon icon--${entry.icon}`} />
                ) : null}
                <span>{entry.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </aside>
  );
}
