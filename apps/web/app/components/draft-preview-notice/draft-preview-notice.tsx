import './draft-preview-notice.css';

// Says, above a previewed draft, that visitors do not see this version (yet). The site's only
// languages are English and Dutch; the notice is shown on signed preview links only.

const notices = {
  en: {
    title: 'Draft preview',
    text: 'This is not the published page: visitors do not see this version.',
  },
  nl: {
    title: 'Voorbeeld van een concept',
    text: 'Dit is niet de gepubliceerde pagina: bezoekers zien deze versie niet.',
  },
} as const;

export function DraftPreviewNotice({ language }: { language: string | undefined }) {
  const notice = language === 'nl' ? notices.nl : notices.en;
  return (
    <div className="draft-preview-notice" role="note" aria-label={notice.title} data-testid="draft-preview-notice">
      <p className="container">
        <strong>{notice.title}.</strong> {notice.text}
      </p>
    </div>
  );
}
