import type { Link } from '@zilt/contracts/common';
import type { Language } from '@zilt/contracts/languages';
import { linkToPage, PageChooser } from '../page-chooser';
import type { StudioLanguage } from '../studio-language';
import { withActionField } from './page-node';
import { PanelTextField } from './panel-field';
import { pagesText } from './pages-text';

// One of the home page header's two buttons: whether it shows, and its link (the words and the
// address, typed or one of our pages chosen with the page picker). The site shows a button when
// it is switched on and its link has both.

interface HomeActionFieldsProps {
  language: StudioLanguage;
  pageLanguage: Language;
  which: 'primary' | 'secondary';
  show: boolean;
  link: Link | undefined;
  issueOf: (field: string) => string;
  onShow: (show: boolean) => void;
  onLink: (link: Link | undefined) => void;
}

export function HomeActionFields({
  language,
  pageLanguage,
  which,
  show,
  link,
  issueOf,
  onShow,
  onLink,
}: HomeActionFieldsProps) {
  const key = `header.${which}Action`;
  return (
    <fieldset className="studio-page-panel__group">
      <legend>{pagesText(language, which === 'primary' ? 'primaryButton' : 'secondaryButton')}</legend>
      <label className="studio-page-panel__term">
        <input type="checkbox" checked={show} onChange={(event) => onShow(event.target.checked)} />
        {pagesText(language, 'showButton')}
      </label>
      <PanelTextField
        label={pagesText(language, 'buttonTitle')}
        value={link?.title ?? ''}
        issue={issueOf(`${key}.title`)}
        onChange={(value) => onLink(withActionField(link, 'title', value))}
      />
      <PanelTextField
        label={pagesText(language, 'buttonUrl')}
        value={link?.url ?? ''}
        issue={issueOf(`${key}.url`)}
        onChange={(value) => onLink(withActionField(link, 'url', value))}
      >
        <PageChooser
          language={language}
          pageLanguage={pageLanguage}
          onChoose={(page) => onLink({ ...link, ...linkToPage(page, link?.title) })}
        />
      </PanelTextField>
    </fieldset>
  );
}
