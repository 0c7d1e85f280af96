import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  editorChangeResponseSchema,
  editorPageContentSchema,
  editorPageSchema,
  type EditorPage,
} from '@zilt/contracts/editor-pages';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { StudioApiError, studioApi } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import { studioBlocks } from '../studio-blocks';
import { fieldLabel, textsOf, type StudioLanguage } from '../studio-language';
import { formatStudioTime } from '../studio-time';
import { compareRevisions, type BlockChange, type FieldChange, type RevisionComparison } from './revision-diff';
import './history.css';

// A page's history: every revision with its author, time and standing (live, published
// before, planned, draft); any two compared block by block and field by field; any earlier one
// restored as a new draft, after which the editor opens on it.

const text = textsOf({
  heading: { nl: 'Geschiedenis van “{title}”', en: 'History of “{title}”' },
  loading: { nl: 'De geschiedenis wordt geladen…', en: 'Loading the history…' },
  failed: { nl: 'De geschiedenis kon niet worden geladen.', en: 'The history could not be loaded.' },
  notFound: { nl: 'Deze pagina bestaat niet.', en: 'This page does not exist.' },
  toEditor: { nl: 'Naar de editor', en: 'To the editor' },
  toPreview: { nl: 'Voorbeeld bekijken', en: 'View the preview' },
  revisions: { nl: 'Versies', en: 'Revisions' },
  savedAt: { nl: 'Opgeslagen', en: 'Saved' },
  author: { nl: 'Door', en: 'By' },
  status: { nl: 'Status', en: 'Status' },
  title: { nl: 'Titel', en: 'Title' },
  action: { nl: 'Actie', en: 'Action' },
  importedAuthor: { nl: 'de import', en: 'the import' },
  live: { nl: 'Gepubliceerd (live)', en: 'Published (live)' },
  publishedBefore: { nl: 'Eerder gepubliceerd', en: 'Published before' },
  scheduled: { nl: 'Gepland voor {time}', en: 'Scheduled for {time}' },
  draft: { nl: 'Concept', en: 'Draft' },
  newest: { nl: 'nieuwste', en: 'newest' },
  restore: { nl: 'Terugzetten als concept', en: 'Restore as draft' },
  restoreWhich: { nl: '(de versie van {time})', en: '(the revision of {time})' },
  restoring: { nl: 'Bezig met terugzetten…', en: 'Restoring…' },
  restoreConflict: {
    nl: 'Iemand heeft de pagina intussen opgeslagen. De geschiedenis is opnieuw geladen; probeer het nog eens.',
    en: 'Someone saved the page in the meantime. The history was loaded again; try once more.',
  },
  restoreFailed: { nl: 'Terugzetten is mislukt: {reason}', en: 'Restoring failed: {reason}' },
  compare: { nl: 'Twee versies vergelijken', en: 'Compare two revisions' },
  older: { nl: 'Van versie', en: 'From revision' },
  newer: { nl: 'Naar versie', en: 'To revision' },
  compareButton: { nl: 'Vergelijken', en: 'Compare' },
  comparing: { nl: 'De versies worden vergeleken…', en: 'Comparing the revisions…' },
  compareFailed: { nl: 'De versies konden niet worden vergeleken.', en: 'The revisions could not be compared.' },
  onlyOne: { nl: 'Er is maar één versie.', en: 'There is only one revision.' },
  changes: { nl: 'Wijzigingen van {from} naar {to}', en: 'Changes from {from} to {to}' },
  noChanges: { nl: 'Geen verschillen.', en: 'No differences.' },
  pageFields: { nl: 'Pagina', en: 'Page' },
  blocks: { nl: 'Blokken', en: 'Blocks' },
  noBlockChanges: { nl: 'De blokken zijn gelijk.', en: 'The blocks are the same.' },
  noPageChanges: { nl: 'De paginagegevens zijn gelijk.', en: 'The page details are the same.' },
  blockAt: { nl: 'Blok {position}: {kind}', en: 'Block {position}: {kind}' },
  added: { nl: 'toegevoegd', en: 'added' },
  removed: { nl: 'verwijderd (was blok {position})', en: 'removed (was block {position})' },
  moved: { nl: 'verplaatst van plek {from} naar {to}', en: 'moved from position {from} to {to}' },
  changed: { nl: 'gewijzigd', en: 'changed' },
  unchanged: { nl: 'ongewijzigd', en: 'unchanged' },
  was: { nl: 'was', en: 'was' },
  now: { nl: 'nu', en: 'now' },
  empty: { nl: '(leeg)', en: '(empty)' },
  yes: { nl: 'ja', en: 'yes' },
  no: { nl: 'nee', en: 'no' },
});

type Revision = EditorPage['revisions'][number];

/** A revision's name in lists: its time and author. */
function revisionName(revision: Revision, language: StudioLanguage): string {
  return `${formatStudioTime(revision.createdAt, language)} (${revision.author ?? text(language, 'importedAuthor')})`;
}

/** A revision's standing: live, planned for a time, published before, or a draft. */
function revisionStatus(page: EditorPage, revision: Revision, language: StudioLanguage): string {
  if (revision.live) return text(language, 'live');
  const newest = page.revisions[0]?.id;
  const plan = page.page.schedules.find(
    (schedule) => schedule.action === 'publish' && (schedule.revisionId ?? newest) === revision.id,
  );
  if (plan) return text(language, 'scheduled', { time: formatStudioTime(plan.at, language) });
  return text(language, revision.status === 'published' ? 'publishedBefore' : 'draft');
}

/** A stored value as an editor reads it: HTML as its text, yes/no, lists as their items. */
function readable(value: unknown, language: StudioLanguage): string {
  if (value === undefined || value === null || value === '') return text(language, 'empty');
  if (typeof value === 'boolean') return text(language, value ? 'yes' : 'no');
  if (typeof value === 'string') {
    const plain = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return plain || value;
  }
  if (Array.isArray(value) && !value.length) return text(language, 'empty');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fieldName(path: string, language: StudioLanguage): string {
  const key = /([A-Za-z]\w*)(?:\[\d+\])*$/.exec(path)?.[1] ?? path;
  return fieldLabel(key, language);
}

function blockName(kind: string, language: StudioLanguage): string {
  return (
    (studioBlocks as Record<string, { label: Record<StudioLanguage, string> } | undefined>)[kind]?.label[language] ??
    kind
  );
}

type Load = { state: 'loading' } | { state: 'failed'; notFound: boolean } | { state: 'loaded'; page: EditorPage };

export default function HistoryScreen({ pageId }: { pageId: string }) {
  const { language, studioPath } = useStudioShell();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    studioApi(`/api/v1/editor/pages/${encodeURIComponent(pageId)}`, { signal: controller.signal }, editorPageSchema)
      .then((page) => setLoad({ state: 'loaded', page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', notFound: error instanceof StudioApiError && [400, 404].includes(error.status) });
      });
    return () => controller.abort();
  }, [pageId, attempt]);

  const restore = useCallback(
    async (page: EditorPage, revision: Revision) => {
      setRestoring(revision.id);
      setMessage(null);
      try {
        await studioApi(
          `/api/v1/editor/pages/${page.page.id}/revisions/${revision.id}/restore`,
          { method: 'POST', body: { baseRevisionId: page.page.latestRevisionId } },
          editorChangeResponseSchema,
        );
        await navigate(studioPath(`pages/${page.page.id}`));
      } catch (error) {
        setRestoring(null);
        if (error instanceof StudioApiError && error.status === 409) {
          setMessage(text(language, 'restoreConflict'));
          setAttempt((count) => count + 1);
        } else {
          setMessage(text(language, 'restoreFailed', { reason: error instanceof Error ? error.message : '' }));
        }
      }
    },
    [language, navigate, studioPath],
  );

  if (load.state === 'loading') {
    return (
      <main className="studio-screen">
        <p role="status">{text(language, 'loading')}</p>
      </main>
    );
  }
  if (load.state === 'failed') {
    return (
      <main className="studio-screen">
        <p className="studio-message studio-message--problem" role="alert">
          {text(language, load.notFound ? 'notFound' : 'failed')}
        </p>
      </main>
    );
  }
  const { page } = load;
  return (
    <main className="studio-screen studio-history">
      <h1>{text(language, 'heading', { title: page.page.title || page.page.slug })}</h1>
      <p className="studio-history__links">
        <SmartLink href={studioPath(`pages/${page.page.id}`)}>{text(language, 'toEditor')}</SmartLink>
        <SmartLink href={studioPath(`pages/${page.page.id}/preview`)}>{text(language, 'toPreview')}</SmartLink>
      </p>
      <div aria-live="polite">
        {message && <p className="studio-message studio-message--problem">{message}</p>}
        {restoring && <p role="status">{text(language, 'restoring')}</p>}
      </div>
      <section aria-labelledby="studio-history-revisions">
        <h2 id="studio-history-revisions">{text(language, 'revisions')}</h2>
        <div className="studio-history__table">
          <table>
            <thead>
              <tr>
                <th scope="col">{text(language, 'savedAt')}</th>
                <th scope="col">{text(language, 'author')}</th>
                <th scope="col">{text(language, 'status')}</th>
                <th scope="col">{text(language, 'title')}</th>
                <th scope="col">{text(language, 'action')}</th>
              </tr>
            </thead>
            <tbody>
              {page.revisions.map((revision, index) => (
                <tr key={revision.id} data-revision={revision.id}>
                  <td>
                    {formatStudioTime(revision.createdAt, language)}
                    {index === 0 ? ` (${text(language, 'newest')})` : ''}
                  </td>
                  <td>{revision.author ?? text(language, 'importedAuthor')}</td>
                  <td>{revisionStatus(page, revision, language)}</td>
                  <td>{revision.title}</td>
                  <td>
                    {index > 0 && (
                      <button
                        type="button"
                        className="studio-button studio-button--quiet"
                        disabled={restoring !== null}
                        onClick={() => void restore(page, revision)}
                      >
                        {text(language, 'restore')}
                        <span className="visually-hidden">
                          {' '}
                          {text(language, 'restoreWhich', { time: formatStudioTime(revision.createdAt, language) })}
                        </span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <RevisionCompare page={page} />
    </main>
  );
}

type Compared =
  | { state: 'idle' }
  | { state: 'comparing' }
  | { state: 'failed' }
  | { state: 'done'; from: Revision; to: Revision; comparison: RevisionComparison };

function RevisionCompare({ page }: { page: EditorPage }) {
  const { language } = useStudioShell();
  const { revisions } = page;
  const [from, setFrom] = useState(revisions[1]?.id ?? '');
  const [to, setTo] = useState(revisions[0]?.id ?? '');
  const [compared, setCompared] = useState<Compared>({ state: 'idle' });

  if (revisions.length < 2) {
    return (
      <section aria-labelledby="studio-history-compare">
        <h2 id="studio-history-compare">{text(language, 'compare')}</h2>
        <p>{text(language, 'onlyOne')}</p>
      </section>
    );
  }
  const contentOf = (id: string) =>
    studioApi(`/api/v1/editor/pages/${page.page.id}/revisions/${id}/content`, {}, editorPageContentSchema);
  const compare = async () => {
    const fromRevision = revisions.find((revision) => revision.id === from);
    const toRevision = revisions.find((revision) => revision.id === to);
    if (!fromRevision || !toRevision) return;
    setCompared({ state: 'comparing' });
    try {
      const [before, after] = await Promise.all([contentOf(from), contentOf(to)]);
      setCompared({ state: 'done', from: fromRevision, to: toRevision, comparison: compareRevisions(before, after) });
    } catch {
      setCompared({ state: 'failed' });
    }
  };
  const choice = (id: string, label: string, value: string, change: (value: string) => void) => (
    <label className="studio-history__choice" htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => change(event.target.value)}>
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {revisionName(revision, language)} — {revisionStatus(page, revision, language)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="studio-history-compare">
      <h2 id="studio-history-compare">{text(language, 'compare')}</h2>
      <form
        className="studio-history__compare"
        onSubmit={(event) => {
          event.preventDefault();
          void compare();
        }}
      >
        {choice('studio-history-from', text(language, 'older'), from, setFrom)}
        {choice('studio-history-to', text(language, 'newer'), to, setTo)}
        <button type="submit" className="studio-button" disabled={compared.state === 'comparing'}>
          {text(language, 'compareButton')}
        </button>
      </form>
      <div aria-live="polite">
        {compared.state === 'comparing' && <p role="status">{text(language, 'comparing')}</p>}
        {compared.state === 'failed' && (
          <p className="studio-message studio-message--problem">{text(language, 'compareFailed')}</p>
        )}
      </div>
      {compared.state === 'done' && (
        <ComparisonView from={compared.from} to={compared.to} comparison={compared.comparison} />
      )}
    </section>
  );
}

function ComparisonView({ from, to, comparison }: { from: Revision; to: Revision; comparison: RevisionComparison }) {
  const { language } = useStudioShell();
  const blockChanges = comparison.blocks.filter((block) => block.change !== 'unchanged' || block.moved);
  return (
    <div className="studio-history__comparison" data-testid="revision-comparison">
      <h3>{text(language, 'changes', { from: revisionName(from, language), to: revisionName(to, language) })}</h3>
      <h4>{text(language, 'pageFields')}</h4>
      {comparison.page.length ? <FieldChanges fields={comparison.page} /> : <p>{text(language, 'noPageChanges')}</p>}
      <h4>{text(language, 'blocks')}</h4>
      {blockChanges.length ? (
        <ol className="studio-history__blocks">
          {blockChanges.map((block) => (
            <BlockChangeView
              key={`${block.change}-${'after' in block ? block.after : ''}-${'before' in block ? block.before : ''}`}
              block={block}
            />
          ))}
        </ol>
      ) : (
        <p>{text(language, 'noBlockChanges')}</p>
      )}
    </div>
  );
}

function BlockChangeView({ block }: { block: BlockChange }) {
  const { language } = useStudioShell();
  const position = block.change === 'removed' ? block.before + 1 : block.after + 1;
  const what: string[] = [];
  if (block.change === 'added') what.push(text(language, 'added'));
  if (block.change === 'removed') what.push(text(language, 'removed', { position }));
  if (block.change === 'changed' || block.change === 'unchanged') {
    if (block.moved) what.push(text(language, 'moved', { from: block.before + 1, to: block.after + 1 }));
    if (block.change === 'changed') what.push(text(language, 'changed'));
  }
  return (
    <li className={`studio-history__block studio-history__block--${block.change}`}>
      <p className="studio-history__block-name">
        {block.change === 'removed'
          ? blockName(block.kind, language)
          : text(language, 'blockAt', { position, kind: blockName(block.kind, language) })}
        {': '}
        {what.join(', ')}
      </p>
      {(block.change === 'changed' || block.change === 'unchanged') && block.fields.length > 0 && (
        <FieldChanges fields={block.fields} />
      )}
    </li>
  );
}

function FieldChanges({ fields }: { fields: readonly FieldChange[] }) {
  const { language } = useStudioShell();
  return (
    <dl className="studio-history__fields">
      {fields.map((field) => (
        <div key={field.path} className="studio-history__field">
          <dt>
            {fieldName(field.path, language)} <code>{field.path}</code>
          </dt>
          <dd>
            <del>
              <span className="visually-hidden">{text(language, 'was')}: </span>
              {readable(field.before, language)}
            </del>
            <span aria-hidden="true"> → </span>
            <ins>
              <span className="visually-hidden">{text(language, 'now')}: </span>
              {readable(field.after, language)}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
