import { useEffect, useId, useState } from 'react';
import type { Image, Source } from '@zilt/contracts/common';
import { editorTaxonomiesSchema } from '@zilt/contracts/editor-records';
import type { Language } from '@zilt/contracts/languages';
import type {
  DetailPageHeader,
  HomePageHeader,
  PageHeaderKind,
  TaxonomyTerm,
  TaxonomyVocabulary,
  NodeType,
} from '@zilt/contracts/page';
import { derivedBreadcrumbs } from '@zilt/contracts/site-addresses';
import { imageOfItem, MediaChooser } from '../media/media-chooser';
import { studioApi } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import {
  changeHeaderKind,
  headerKeysOf,
  headerKinds,
  introKeyOf,
  withHeaderField,
  type PageSettings,
  type SettingsIssue,
} from './page-node';
import { pagesText, type PagesTextKey } from './pages-text';
import { EventFields } from './event-fields';
import { HomeActionFields } from './home-action-fields';
import { PanelTextField } from './panel-field';
import { ProjectPlaceFields } from './project-place-fields';

// The page's own settings beside the canvas: title, slug, the header (every kind the contracts
// allow, with its introduction as the page's description, its image from the media library, an
// event's location and registration, the home page's two buttons), a project's place on the map,
// taxonomy terms, and the breadcrumbs derived from the slug. Each field shows the contracts' issue with it, like the blocks' fields.

const kindText: Record<PageHeaderKind, PagesTextKey> = {
  default: 'headerDefault',
  detail: 'headerDetail',
  home: 'headerHome',
  overview: 'headerOverview',
};

interface PanelProps {
  language: StudioLanguage;
  source: Source;
  pageLanguage: Language;
  /** The page's type: an event's header offers its place and registration, a news item's does not. */
  pageType: NodeType;
  settings: PageSettings;
  issues: readonly SettingsIssue[];
  onChange: (settings: PageSettings) => void;
}

function useTerms(source: Source, language: Language): Map<TaxonomyVocabulary, TaxonomyTerm[]> {
  const [terms, setTerms] = useState(new Map<TaxonomyVocabulary, TaxonomyTerm[]>());
  useEffect(() => {
    const controller = new AbortController();
    studioApi(`/api/v1/editor/taxonomies/${source}/${language}`, { signal: controller.signal }, editorTaxonomiesSchema)
      .then((answer) => {
        setTerms(
          new Map(
            answer.vocabularies.map(({ vocabulary, terms: known }) => [
              vocabulary,
              known.map(({ Id, Name, Vocabulary }) => ({ Id, Name, Vocabulary })),
            ]),
          ),
        );
      })
      // Without the list, the page's own terms are still shown.
      .catch(() => undefined);
    return () => controller.abort();
  }, [source, language]);
  return terms;
}

export function PagePanel({ language, source, pageLanguage, pageType, settings, issues, onChange }: PanelProps) {
  const id = useId();
  const known = useTerms(source, pageLanguage);
  const header = settings.header as Record<string, unknown> & { kind: PageHeaderKind };
  const headerKeys = headerKeysOf(header.kind);
  const introKey = introKeyOf(settings.header);
  const issueOf = (field: string) =>
    issues
      .filter((issue) => issue.field === field || issue.field.startsWith(`${field}.`))
      .map((issue) => issue.message)
      .join(' ');

  function textField(field: string, label: string, value: string, set: (value: string) => void, type?: 'date') {
    return <PanelTextField label={label} value={value} issue={issueOf(field)} onChange={set} type={type} />;
  }
  const setHeader = (key: string, value: unknown) =>
    onChange({ ...settings, header: withHeaderField(settings.header, key, value) });
  const image = header['image'] as Image | undefined;
  const setImage = (key: 'originalImageUrl' | 'altText', value: string) => {
    const next = { originalImageUrl: '', altText: '', ...image, [key]: value };
    setHeader('image', next.originalImageUrl === '' && next.altText === '' ? '' : next);
  };
  const detail = header.kind === 'detail' ? (settings.header as DetailPageHeader) : undefined;
  const home = header.kind === 'home' ? (settings.header as HomePageHeader) : undefined;

  // Terms: those of the language, and any the page carries that the list lacks.
  const vocabularies = new Map(known);
  for (const term of settings.taxonomyTerms) {
    const list = vocabularies.get(term.Vocabulary) ?? [];
    if (!list.some((candidate) => candidate.Id === term.Id)) vocabularies.set(term.Vocabulary, [...list, term]);
  }
  const carries = (term: TaxonomyTerm) =>
    settings.taxonomyTerms.some((own) => own.Id === term.Id && own.Vocabulary === term.Vocabulary);
  const toggleTerm = (term: TaxonomyTerm, on: boolean) =>
    onChange({
      ...settings,
      taxonomyTerms: on
        ? [...settings.taxonomyTerms, term]
        : settings.taxonomyTerms.filter((own) => !(own.Id === term.Id && own.Vocabulary === term.Vocabulary)),
    });

  return (
    <section className="studio-page-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{pagesText(language, 'panel')}</h2>
      {issues.length > 0 ? (
        <div className="studio-block-issues">
          <h3>{pagesText(language, 'pageProblems')}</h3>
          <ul>
            {issues.map((issue) => (
              <li key={`${issue.field}:${issue.message}`}>
                {issue.field}: {issue.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {textField('title', pagesText(language, 'pageTitle'), settings.title, (title) =>
        onChange({ ...settings, title }),
      )}
      {textField('slug', pagesText(language, 'slug'), settings.slug, (slug) => onChange({ ...settings, slug }))}
      <div className="studio-page-panel__field">
        <label htmlFor={`${id}-kind`}>{pagesText(language, 'headerKind')}</label>
        <select
          id={`${id}-kind`}
          value={header.kind}
          onChange={(event) =>
            onChange({ ...settings, header: changeHeaderKind(settings.header, event.target.value as PageHeaderKind) })
          }
        >
          {headerKinds.map((kind) => (
            <option key={kind} value={kind}>
              {pagesText(language, kindText[kind])}
            </option>
          ))}
        </select>
      </div>
      {textField('header.title', pagesText(language, 'headerTitle'), String(header.title ?? ''), (value) =>
        setHeader('title', value),
      )}
      {textField(`header.${introKey}`, pagesText(language, 'description'), String(header[introKey] ?? ''), (value) =>
        setHeader(introKey, value),
      )}
      {headerKeys.includes('label')
        ? textField('header.label', pagesText(language, 'headerLabel'), String(header['label'] ?? ''), (value) =>
            setHeader('label', value),
          )
        : null}
      {headerKeys.includes('date')
        ? textField(
            'header.date',
            pagesText(language, 'headerDate'),
            String(header['date'] ?? ''),
            (value) => setHeader('date', value),
            'date',
          )
        : null}
      {headerKeys.includes('endDate')
        ? textField(
            'header.endDate',
            pagesText(language, 'headerEndDate'),
            String(header['endDate'] ?? ''),
            (value) => setHeader('endDate', value),
            'date',
          )
        : null}
      <PanelTextField
        label={pagesText(language, 'imageUrl')}
        value={image?.originalImageUrl ?? ''}
        issue={issueOf('header.image.originalImageUrl')}
        onChange={(value) => setImage('originalImageUrl', value)}
      >
        <MediaChooser
          kind="image"
          address={image?.originalImageUrl ?? ''}
          language={language}
          chooseText="chooseImage"
          onChoose={(item) => setHeader('image', imageOfItem(item, pageLanguage))}
        />
      </PanelTextField>
      {textField('header.image.altText', pagesText(language, 'imageAlt'), image?.altText ?? '', (value) =>
        setImage('altText', value),
      )}
      {detail && (pageType === 'event' || detail.location || detail.registration) ? (
        <EventFields
          language={language}
          source={source}
          location={detail.location}
          registration={detail.registration}
          issueOf={issueOf}
          onLocation={(location) => setHeader('location', location)}
          onRegistration={(registration) => setHeader('registration', registration)}
        />
      ) : null}
      {home
        ? (['primary', 'secondary'] as const).map((which) => (
            <HomeActionFields
              key={which}
              language={language}
              pageLanguage={pageLanguage}
              which={which}
              show={(which === 'primary' ? home.showPrimary : home.showSecondary) ?? false}
              link={which === 'primary' ? home.primaryAction : home.secondaryAction}
              issueOf={issueOf}
              onShow={(show) => setHeader(which === 'primary' ? 'showPrimary' : 'showSecondary', show || undefined)}
              onLink={(link) => setHeader(`${which}Action`, link)}
            />
          ))
        : null}
      {settings.project ? (
        <ProjectPlaceFields
          language={language}
          value={settings.project}
          issueOf={issueOf}
          onChange={(project) => onChange({ ...settings, project })}
        />
      ) : null}
      <fieldset className="studio-page-panel__terms">
        <legend>{pagesText(language, 'terms')}</legend>
        {vocabularies.size === 0 ? <p>{pagesText(language, 'noTerms')}</p> : null}
        {[...vocabularies].map(([vocabulary, terms]) => (
          <div key={vocabulary} className="studio-page-panel__vocabulary">
            <p className="studio-page-panel__vocabulary-name">{vocabulary}</p>
            {terms.map((term) => (
              <label key={term.Id} className="studio-page-panel__term">
                <input
                  type="checkbox"
                  checked={carries(term)}
                  onChange={(event) => toggleTerm(term, event.target.checked)}
                />
                {term.Name}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <div className="studio-page-panel__breadcrumbs">
        <p className="studio-page-panel__vocabulary-name">{pagesText(language, 'breadcrumbs')}</p>
        <ol>
          {derivedBreadcrumbs(source, pageLanguage, settings.slug, settings.title).map((crumb) => (
            <li key={crumb.url}>
              {crumb.title} <span className="studio-pages__slug">{crumb.url}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
