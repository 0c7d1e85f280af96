import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Puck, type Data, type Overrides, type Viewports } from '@puckeditor/core';
// The stylesheet without its web font from another host (the policy allows our own only).
import '@puckeditor/core/no-external.css';
import { AddBlockControl } from './add-block-control';
import type { Language } from '@zilt/contracts/languages';
import type { EditorData } from './editor-data';
import { useNamedEditorControls } from './editor-accessibility';
import { BlockIssueSummary, fieldTypesWithIssues, StudioContext, useStudio } from './field-issues';
import { puckConfig } from './puck-config';
import { puckDictionaries } from './puck-dictionary';
import { EditorPageLanguage } from './sibling-fields';
import { screenText, type StudioLanguage } from './studio-language';
import { validateEditorData, type Validation } from './validation';
import './studio.css';

// The block editor, below the studio's frame. Every change is validated against the contracts
// and reported to the screen around it (`onChange`), which saves and publishes; alone (the
// local page at `pages/new`, never saved) it shows a Publish button that stays disabled.

const emptyPage: EditorData = { content: [], root: { props: {} } };

const viewports: Viewports = [
  { width: 360, height: 'auto', icon: 'Smartphone', label: 'Phone' },
  { width: 768, height: 'auto', icon: 'Tablet', label: 'Tablet' },
  { width: 1280, height: 'auto', icon: 'Monitor', label: 'Desktop' },
];

/** Whether the screen around the editor publishes (then the header shows only the blocks' state). */
const PublishesElsewhere = createContext(false);

function PublishControl() {
  const { validation, language } = useStudio();
  const publishesElsewhere = useContext(PublishesElsewhere);
  return (
    <div className="studio-publish">
      <p className="studio-publish__status" role="status" data-can-publish={validation.canPublish}>
        {validation.canPublish
          ? screenText(language, 'allValid')
          : screenText(language, validation.issueCount === 1 ? 'problem' : 'problems', {
              count: validation.issueCount,
            })}
      </p>
      {publishesElsewhere ? null : (
        <>
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
        </>
      )}
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
  drawer: ({ children }) => (
    <>
      <AddBlockFromContext />
      {children}
    </>
  ),
};

function AddBlockFromContext() {
  const { language } = useStudio();
  return <AddBlockControl language={language} />;
}

export interface StudioEditorProps {
  language: StudioLanguage;
  initialData?: EditorData;
  /** The screen's heading; the local page's when absent. */
  heading?: string;
  /** A line under the heading; the local page's when no heading is given. */
  intro?: string;
  /** Above the editor: the page's state and actions (saving, publishing); the editor then leaves publishing to it. */
  toolbar?: ReactNode;
  /** Beside the canvas: the page's own settings. */
  panel?: ReactNode;
  /** Every change of the blocks, with their validation. */
  onChange?: (data: EditorData, validation: Validation) => void;
  /** The language of the page being edited (pickers take alt texts in it); unknown on a new page. */
  pageLanguage?: Language;
}

export default function StudioEditor({
  language,
  initialData = emptyPage,
  heading,
  intro,
  toolbar,
  panel,
  onChange,
  pageLanguage,
}: StudioEditorProps) {
  const config = useMemo(() => puckConfig(language), [language]);
  const [data, setData] = useState<EditorData>(initialData);
  const validation = useMemo(() => validateEditorData(data, language), [data, language]);
  const studio = useMemo(() => ({ validation, language }), [validation, language]);
  const root = useRef<HTMLElement>(null);
  useNamedEditorControls(root, language);
  const shownIntro = heading ? intro : screenText(language, 'intro');
  return (
    <StudioContext.Provider value={studio}>
      <EditorPageLanguage.Provider value={pageLanguage}>
        <PublishesElsewhere.Provider value={toolbar !== undefined}>
          <main className="studio" lang={language} ref={root}>
            <div className="studio__bar">
              <h1 className="studio__title">{heading ?? screenText(language, 'heading')}</h1>
              {shownIntro ? <p className="studio__intro">{shownIntro}</p> : null}
              {toolbar}
            </div>
            <div className="studio__body">
              {panel}
              <div className="studio__editor">
                <Puck
                  config={config}
                  data={initialData as Data}
                  onChange={(next) => {
                    const changed = next as EditorData;
                    setData(changed);
                    onChange?.(changed, validateEditorData(changed, language));
                  }}
                  overrides={overrides}
                  dictionary={puckDictionaries[language]}
                  viewports={viewports}
                />
              </div>
            </div>
          </main>
        </PublishesElsewhere.Provider>
      </EditorPageLanguage.Provider>
    </StudioContext.Provider>
  );
}
