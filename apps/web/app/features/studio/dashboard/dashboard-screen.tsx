import { useEffect, useState, type ReactNode } from 'react';
import {
  editorDashboardSchema,
  type EditorDashboard,
  type EditorDashboardEntry,
  type EditorPageProblem,
} from '@zilt/contracts/editor-pages';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { studioApi } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import { textsOf, type StudioLanguage } from '../studio-language';
import { formatStudioTime } from '../studio-time';
import './dashboard.css';

// The studio's start: my drafts, the pages changed most recently, planned publications with
// their time, and pages with problems (content the site's rules no longer accept, a missing
// translation). Every entry opens the page in the editor.

const text = textsOf({
  heading: { nl: 'Overzicht', en: 'Dashboard' },
  loading: { nl: 'Het overzicht wordt geladen…', en: 'Loading the dashboard…' },
  failed: { nl: 'Het overzicht kon niet worden geladen.', en: 'The dashboard could not be loaded.' },
  retry: { nl: 'Opnieuw proberen', en: 'Try again' },
  myDrafts: { nl: 'Mijn concepten', en: 'My drafts' },
  myDraftsEmpty: { nl: 'Je hebt geen openstaande concepten.', en: 'You have no open drafts.' },
  recent: { nl: 'Recent gewijzigd', en: 'Recently changed' },
  recentEmpty: { nl: 'Nog geen pagina’s.', en: 'No pages yet.' },
  scheduled: { nl: 'Gepland', en: 'Scheduled' },
  scheduledEmpty: { nl: 'Niets gepland.', en: 'Nothing scheduled.' },
  problems: { nl: 'Pagina’s met problemen', en: 'Pages with problems' },
  problemsEmpty: { nl: 'Geen problemen gevonden.', en: 'No problems found.' },
  problemsShown: {
    nl: '{shown} van {total} pagina’s met problemen getoond.',
    en: '{shown} of {total} pages with problems shown.',
  },
  savedBy: { nl: 'Opgeslagen door {author} op {time}', en: 'Saved by {author} on {time}' },
  savedAt: { nl: 'Opgeslagen op {time}', en: 'Saved on {time}' },
  importedAuthor: { nl: 'de import', en: 'the import' },
  publishAt: { nl: 'Wordt gepubliceerd op {time}', en: 'Publishes on {time}' },
  unpublishAt: { nl: 'Gaat offline op {time}', en: 'Goes offline on {time}' },
  invalidContent: {
    nl: 'De opgeslagen inhoud voldoet niet meer aan de regels van de blokken:',
    en: 'The stored content no longer meets the rules of the blocks:',
  },
  missingTranslation: { nl: 'Geen versie in het {language}', en: 'No {language} version' },
  language_en: { nl: 'Engels', en: 'English' },
  language_nl: { nl: 'Nederlands', en: 'Dutch' },
  status_published: { nl: 'gepubliceerd', en: 'published' },
  status_draft: { nl: 'concept', en: 'draft' },
  status_trashed: { nl: 'in de prullenbak', en: 'in the trash' },
  unsaved: { nl: 'met wijzigingen die nog niet gepubliceerd zijn', en: 'with changes not yet published' },
});

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; dashboard: EditorDashboard };

export default function DashboardScreen() {
  const { language } = useStudioShell();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    studioApi('/api/v1/editor/dashboard', { signal: controller.signal }, editorDashboardSchema)
      .then((dashboard) => setLoad({ state: 'loaded', dashboard }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <main className="studio-screen studio-dashboard">
      <h1>{text(language, 'heading')}</h1>
      {load.state === 'loading' && <p role="status">{text(language, 'loading')}</p>}
      {load.state === 'failed' && (
        <div className="studio-message studio-message--problem" role="alert">
          <p>{text(language, 'failed')}</p>
          <button type="button" className="studio-button" onClick={() => setAttempt((count) => count + 1)}>
            {text(language, 'retry')}
          </button>
        </div>
      )}
      {load.state === 'loaded' && <DashboardLists dashboard={load.dashboard} language={language} />}
    </main>
  );
}

function DashboardLists({ dashboard, language }: { dashboard: EditorDashboard; language: StudioLanguage }) {
  const saved = (entry: EditorDashboardEntry) =>
    text(language, 'savedBy', {
      author: entry.savedBy ?? text(language, 'importedAuthor'),
      time: formatStudioTime(entry.savedAt, language),
    });
  return (
    <div className="studio-dashboard__lists">
      <DashboardSection id="my-drafts" heading={text(language, 'myDrafts')} empty={text(language, 'myDraftsEmpty')}>
        {dashboard.myDrafts.map((entry) => (
          <PageEntry key={entry.page.id} entry={entry} language={language}>
            {saved(entry)}
          </PageEntry>
        ))}
      </DashboardSection>
      <DashboardSection id="scheduled" heading={text(language, 'scheduled')} empty={text(language, 'scheduledEmpty')}>
        {dashboard.scheduled.map((entry) => (
          <PageEntry key={entry.schedule.id} entry={entry} language={language}>
            <strong>
              {text(language, entry.schedule.action === 'publish' ? 'publishAt' : 'unpublishAt', {
                time: formatStudioTime(entry.schedule.at, language),
              })}
            </strong>
          </PageEntry>
        ))}
      </DashboardSection>
      <DashboardSection id="problems" heading={text(language, 'problems')} empty={text(language, 'problemsEmpty')}>
        {dashboard.problems.map((entry) => (
          <PageEntry key={entry.page.id} entry={entry} language={language}>
            <ul className="studio-dashboard__problems">
              {entry.problems.map((problem, index) => (
                <li key={index}>
                  <ProblemText problem={problem} language={language} />
                </li>
              ))}
            </ul>
          </PageEntry>
        ))}
      </DashboardSection>
      {dashboard.problemTotal > dashboard.problems.length && (
        <p>{text(language, 'problemsShown', { shown: dashboard.problems.length, total: dashboard.problemTotal })}</p>
      )}
      <DashboardSection id="recent" heading={text(language, 'recent')} empty={text(language, 'recentEmpty')}>
        {dashboard.recentlyChanged.map((entry) => (
          <PageEntry key={entry.page.id} entry={entry} language={language}>
            {saved(entry)}
          </PageEntry>
        ))}
      </DashboardSection>
    </div>
  );
}

function DashboardSection({
  id,
  heading,
  empty,
  children,
}: {
  id: string;
  heading: string;
  empty: string;
  children: ReactNode[];
}) {
  const headingId = `studio-dashboard-${id}`;
  return (
    <section className="studio-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {children.length ? <ul className="studio-dashboard__entries">{children}</ul> : <p>{empty}</p>}
    </section>
  );
}

function PageEntry({
  entry,
  language,
  children,
}: {
  entry: EditorDashboardEntry;
  language: StudioLanguage;
  children: ReactNode;
}) {
  const { studioPath } = useStudioShell();
  const { page } = entry;
  const status = text(language, `status_${page.status}`);
  return (
    <li className="studio-dashboard__entry">
      <SmartLink href={studioPath(`pages/${page.id}`)} className="studio-dashboard__title">
        {page.title || page.slug}
      </SmartLink>
      <span className="studio-dashboard__meta">
        {page.language.toUpperCase()} · /{page.slug.replace(/^\/+/, '')} · {status}
        {page.status === 'published' && page.hasUnpublishedChanges ? ` ${text(language, 'unsaved')}` : ''}
      </span>
      <div className="studio-dashboard__detail">{children}</div>
    </li>
  );
}

function ProblemText({ problem, language }: { problem: EditorPageProblem; language: StudioLanguage }) {
  if (problem.kind === 'missing-translation') {
    return <>{text(language, 'missingTranslation', { language: text(language, `language_${problem.language}`) })}</>;
  }
  return (
    <>
      {text(language, 'invalidContent')}
      <ul>
        {problem.issues.map((issue) => (
          <li key={issue}>
            <code>{issue}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
