import { useMemo, useRef, useState } from 'react';
import { SmartLink } from '../../components/smart-link/smart-link';
import { Puck, type Data, type Overrides, type Viewports } from '@puckeditor/core';
// The stylesheet without its web font from another host (the policy allows our own only).
import '@puckeditor/core/no-external.css';
import type { Language } from '@zilt/contracts/languages';
import type { EditorData } from './editor-data';
import { useNamedEditorControls } from './editor-accessibility';
import { BlockIssueSummary, fieldTypesWithIssues, StudioContext, useStudio } from './field-issues';
import { puckConfig } from './puck-config';
import { puckDictionaries } from './puck-dictionary';
import { EditorPageLanguage } from './sibling-fields';
import { screenText, type StudioLanguage } from './studio-language';
import { validateEditorData } from './validation';
import './studio.css';

// The block editor on a local page that is never saved: the studio's foundation until it talks
// to the editing API. Every change is validated against the contracts; publishing stays
// disabled while any block has an issue.

const emptyPage: EditorData = { content: [], root: { props: {} } };

const viewports: Viewports = [
  { width: 360, height: 'auto', icon: 'Smartphone', label: 'Phone' },
  { width: 768, height: 'auto', icon: 'Tablet', label: 'Tablet' },
  { width: 1280, height: 'auto', icon: 'Monitor', label: 'Desktop' },
];

function PublishControl() {
  const { validation, language } = useStudio();
  return (
    <div className="studio-publish">
      <p className="studio-publish__status" role="status" data-can-publish={validation.canPublish}>
        {validation.canPublish
          ? screenText(language, 'allValid')
          : screenText(language, validation.issueCount === 1 ? 'problem' : 'problems', {
              count: validation.issueCount,
            })}
      </p>
      <button
        type="button"
        className="studio-publish__button"
        disabled={!validation.canPublish}
        aria-describedby="studio-publish-later"
      >
        {screenText(language, 'publish')}
      </button>
      <span id="studio-publish-later" className="studio-visually-hidden">
        {screenText(language, 'publishLater')}
      </span>
    </div>
  );
}

const overrides: Partial<Overrides> = {
  fieldTypes: fieldTypesWithIssues,
  headerActions: () => <PublishControl />,
  fields: ({ children }) => (
    <>
      <BlockIssueSummary />
      {children}
    </>
  ),
};

export default function StudioEditor({
  language,
  initialData = emptyPage,
  pageLanguage,
}: {
  language: StudioLanguage;
  initialData?: EditorData;
  /** The language of the page being edited (pickers take alt texts in it); unknown on a new page. */
  pageLanguage?: Language;
}) {
  const config = useMemo(() => puckConfig(language), [language]);
  const [data, setData] = useState<EditorData>(initialData);
  const validation = useMemo(() => validateEditorData(data, language), [data, language]);
  const studio = useMemo(() => ({ validation, language }), [validation, language]);
  const root = useRef<HTMLDivElement>(null);
  useNamedEditorControls(root, language);
  return (
    <StudioContext.Provider value={studio}>
      <EditorPageLanguage.Provider value={pageLanguage}>
        <div className="studio" lang={language} ref={root}>
          <header className="studio__bar">
            <h1 className="studio__title">{screenText(language, 'heading')}</h1>
            <p className="studio__intro">{screenText(language, 'intro')}</p>
            <SmartLink
              className="studio__language"
              href={language === 'nl' ? '/studio/en' : '/studio'}
              lang={language === 'nl' ? 'en' : 'nl'}
            >
              {screenText(language, 'otherLanguage')}
            </SmartLink>
          </header>
          <main className="studio__editor">
            <Puck
              config={config}
              data={initialData as Data}
              onChange={(next) => setData(next as EditorData)}
              overrides={overrides}
              dictionary={puckDictionaries[language]}
              viewports={viewports}
            />
          </main>
        </div>
      </EditorPageLanguage.Provider>
    </StudioContext.Provider>
  );
}
