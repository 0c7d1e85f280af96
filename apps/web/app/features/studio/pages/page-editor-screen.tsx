import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Block } from '@zilt/contracts/blocks';
import {
  editorChangeResponseSchema,
  editorPageSchema,
  editorScheduleResponseSchema,
  type EditorPage,
  type EditorPageSummary,
} from '@zilt/contracts/editor-pages';
import { languages, type Language } from '@zilt/contracts/languages';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { studioApi, StudioApiError } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import { blocksToEditorData, editorDataToBlocks, type EditorData } from '../editor-data';
import StudioEditor from '../studio-editor';
import type { StudioLanguage } from '../studio-language';
import { validateEditorData, type Validation } from '../validation';
import { PagePanel } from './page-panel';
import { pageNodeOf, settingsIssues, settingsOf, type LoadedPage, type PageSettings } from './page-node';
import { pagesText, problemOf } from './pages-text';
import './pages.css';

// A page in the block editor, saved through the editing API: the newest revision (the draft,
// else the published one) is loaded; every change is saved as a draft a moment after the last
// one, naming the revision it started from; a save refused because someone else saved first
// (409) is explained, with the choice to load theirs or keep mine on top of it. Publishing,
// unpublishing, planning either, and the counterpart in the other language are a click away.

/** How long after the last change a draft is saved. */
const autosaveDelayMs = 800;

type SaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

interface Loaded {
  page: EditorPage;
  content: LoadedPage;
  revisionId: string;
  /** Tells loads apart: a reload starts the editor afresh. */
  loadNumber: number;
}

function saveStateText(language: StudioLanguage, state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return pagesText(language, 'saved');
    case 'saving':
      return pagesText(language, 'saving');
    case 'invalid':
      return pagesText(language, 'notSavedWhileInvalid');
    case 'failed':
      return pagesText(language, 'saveFailed', { message: state.message });
    default:
      return pagesText(language, 'unsaved');
  }
}

function adjectiveOf(language: StudioLanguage, of: Language): string {
  return pagesText(language, of === 'nl' ? 'dutchAdjective' : 'englishAdjective');
}

/** A date and time as the browser's `datetime-local` field writes it, in local time. */
function localDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

export default function PageEditorScreen({ pageId }: { pageId: number }) {
  const { language } = useStudioShell();
  const [state, setState] = useState<{ loaded?: Loaded; problem?: string } | null>(null);
  const loads = useRef(0);
  const load = useCallback(async () => {
    try {
      const page = await studioApi(`/api/v1/editor/pages/${pageId}`, {}, editorPageSchema);
      const newest = page.draft ?? page.published;
      if (!newest) throw new Error(`page ${pageId} has no revision`);
      loads.current += 1;
      setState({
        loaded: {
          page,
          content: newest.content as LoadedPage,
          revisionId: newest.revisionId,
          loadNumber: loads.current,
        },
      });
    } catch (error) {
      setState({ problem: problemOf(error) });
    }
  }, [pageId]);
  useEffect(() => {
    setState(null);
    void load();
  }, [load]);
  if (!state?.loaded) {
    return (
      <main className="studio-screen">
        {state?.problem ? (
          <p className="studio-message studio-message--problem" role="alert">
            {pagesText(language, 'pageLoadFailed', { message: state.problem })}
          </p>
        ) : (
          <p role="status">{pagesText(language, 'pageLoading')}</p>
        )}
      </main>
    );
  }
  return <PageEditing key={state.loaded.loadNumber} loaded={state.loaded} onReload={() => void load()} />;
}

function PageEditing({ loaded, onReload }: { loaded: Loaded; onReload: () => void }) {
  const { language, studioPath } = useStudioShell();
  const navigate = useNavigate();
  const id = useId();
  const pageId = loaded.page.page.id;
  const apiPath = `/api/v1/editor/pages/${pageId}`;
  const source = loaded.page.page.source;
  const pageLanguage = loaded.page.page.language;
  const initialData = useMemo(
    () => blocksToEditorData(Array.isArray(loaded.content['blocks']) ? (loaded.content['blocks'] as Block[]) : []),
    [loaded],
  );
  const [settings, setSettings] = useState<PageSettings>(() => settingsOf(loaded.content));
  const [blockValidation, setBlockValidation] = useState<Validation>(() => validateEditorData(initialData, language));
  const [summary, setSummary] = useState<EditorPageSummary>(loaded.page.page);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' });
  const [conflict, setConflict] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changes, setChanges] = useState(0);

  const issues = useMemo(
    () => settingsIssues(pageNodeOf(source, loaded.content, settings, [], 'draft'), language),
    [source, loaded, settings, language],
  );
  const valid = blockValidation.canPublish && issues.length === 0;

  // What the saves read (they outlive the render that started them).
  const current = useRef({ data: initialData, settings, valid, conflict: null as string | null });
  current.current.settings = settings;
  current.current.valid = valid;
  const base = useRef(loaded.revisionId);
  const version = useRef(0);
  const savedVersion = useRef(0);
  const running = useRef<Promise<boolean> | null>(null);
  const savedBlocks = useRef(JSON.stringify(editorDataToBlocks(initialData)));

  function changed() {
    version.current += 1;
    setSaveState({ kind: 'unsaved' });
    setNotice(null);
    setChanges((count) => count + 1);
  }

  const save = useCallback(
    async (at: number, baseRevisionId: string): Promise<boolean> => {
      setSaveState({ kind: 'saving' });
      const page = pageNodeOf(
        source,
        loaded.content,
        current.current.settings,
        editorDataToBlocks(current.current.data),
        'draft',
      );
      try {
        const answer = await studioApi(
          apiPath,
          { method: 'PUT', body: { baseRevisionId, page } },
          editorChangeResponseSchema,
        );
        base.current = answer.revisionId ?? answer.page.latestRevisionId;
        savedVersion.current = Math.max(savedVersion.current, at);
        setSummary(answer.page);
        if (version.current === savedVersion.current) setSaveState({ kind: 'saved' });
        else {
          setSaveState({ kind: 'unsaved' });
          setChanges((count) => count + 1);
        }
        return true;
      } catch (error) {
        const newest = error instanceof StudioApiError ? error.body?.['currentRevisionId'] : undefined;
        if (error instanceof StudioApiError && error.status === 409 && typeof newest === 'string') {
          current.current.conflict = newest;
          setConflict(newest);
          setSaveState({ kind: 'unsaved' });
          return false;
        }
        setSaveState({ kind: 'failed', message: problemOf(error) });
        return false;
      }
    },
    [apiPath, loaded, source],
  );

  /** Saves what is not saved yet (after a save under way); answers whether everything is saved. */
  const flush = useCallback(async (): Promise<boolean> => {
    while (running.current) await running.current;
    if (current.current.conflict) return false;
    if (version.current === savedVersion.current) return true;
    if (!current.current.valid) {
      setSaveState({ kind: 'invalid' });
      return false;
    }
    const run = save(version.current, base.current);
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [save]);

  useEffect(() => {
    if (changes === 0) return undefined;
    const timer = setTimeout(() => void flush(), autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [changes, flush]);

  // Leaving the editor saves what waited for the pause after the last change.
  useEffect(() => () => void flush(), [flush]);

  function onBlocksChange(data: EditorData, validation: Validation) {
    current.current.data = data;
    setBlockValidation(validation);
    const blocks = JSON.stringify(editorDataToBlocks(data));
    if (blocks === savedBlocks.current) return;
    savedBlocks.current = blocks;
    changed();
  }

  function onSettingsChange(next: PageSettings) {
    current.current.settings = next;
    setSettings(next);
    changed();
  }

  async function keepMine() {
    const newest = current.current.conflict;
    if (!newest) return;
    current.current.conflict = null;
    setConflict(null);
    while (running.current) await running.current;
    await save(version.current, newest);
  }

  /** Runs an action of the page (after saving what is not saved); a refusal is shown in words. */
  async function act(action: () => Promise<string | null>) {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      if (!(await flush())) return;
      const done = await action();
      if (done) setNotice(done);
    } catch (error) {
      setProblem(pagesText(language, 'actionFailed', { message: problemOf(error) }));
    } finally {
      setBusy(false);
    }
  }

  const publishNow = () =>
    act(async () => {
      const answer = await studioApi(`${apiPath}/publish`, { method: 'POST' }, editorChangeResponseSchema);
      setSummary(answer.page);
      return pagesText(language, 'published');
    });

  const unpublish = () =>
    act(async () => {
      const answer = await studioApi(`${apiPath}/unpublish`, { method: 'POST' }, editorChangeResponseSchema);
      setSummary(answer.page);
      return pagesText(language, 'unpublished');
    });

  function schedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const at = new Date(String(form.get('at') ?? ''));
    const action = form.get('action') === 'unpublish' ? 'unpublish' : 'publish';
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setProblem(pagesText(language, 'scheduleInPast'));
      return;
    }
    void act(async () => {
      const answer = await studioApi(
        `${apiPath}/schedules`,
        { method: 'POST', body: { action, at: at.toISOString() } },
        editorScheduleResponseSchema,
      );
      setSummary(answer.page);
      return null;
    });
  }

  const cancelSchedule = (scheduleId: number) =>
    act(async () => {
      const answer = await studioApi(
        `${apiPath}/schedules/${scheduleId}`,
        { method: 'DELETE' },
        editorChangeResponseSchema,
      );
      setSummary(answer.page);
      return null;
    });

  function translate(event: FormEvent<HTMLFormElement>, to: Language) {
    event.preventDefault();
    const slug = String(new FormData(event.currentTarget).get('slug') ?? '').trim();
    void act(async () => {
      const answer = await studioApi(
        `${apiPath}/translations`,
        { method: 'POST', body: { language: to, ...(slug ? { slug } : {}) } },
        editorChangeResponseSchema,
      );
      await navigate(studioPath(`pages/${answer.page.id}`));
      return null;
    });
  }

  const timeFormat = new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const liveState =
    summary.status !== 'published'
      ? pagesText(language, 'notLive')
      : summary.hasUnpublishedChanges
        ? pagesText(language, 'liveWithDraft')
        : pagesText(language, 'live');
  const others = languages.filter((other) => other !== pageLanguage);

  const toolbar = (
    <div className="studio-page-toolbar">
      <p className="studio-page-toolbar__save" role="status" data-save-state={saveState.kind}>
        {saveStateText(language, saveState)}
      </p>
      <button
        type="button"
        className="studio-button"
        disabled={!valid || busy || conflict !== null}
        aria-describedby={valid ? undefined : `${id}-cannot-publish`}
        onClick={() => void publishNow()}
      >
        {pagesText(language, 'publishNow')}
      </button>
      {valid ? null : (
        <span id={`${id}-cannot-publish`} className="studio-visually-hidden">
          {pagesText(language, 'cannotPublish')}
        </span>
      )}
      <SmartLink className="studio-button studio-button--quiet" href={studioPath(`pages/${pageId}/preview`)}>
        {pagesText(language, 'preview')}
      </SmartLink>
      <SmartLink className="studio-button studio-button--quiet" href={studioPath(`pages/${pageId}/history`)}>
        {pagesText(language, 'history')}
      </SmartLink>
      <SmartLink href={studioPath('pages')}>{pagesText(language, 'backToList')}</SmartLink>
      {notice ? (
        <p className="studio-page-toolbar__notice" role="status">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p className="studio-message studio-message--problem studio-page-toolbar__wide" role="alert">
          {problem}
        </p>
      ) : null}
      {conflict ? (
        <div className="studio-message studio-message--problem studio-page-toolbar__wide" role="alert">
          <h2 className="studio-page-toolbar__conflict-heading">{pagesText(language, 'conflictHeading')}</h2>
          <p>{pagesText(language, 'conflict')}</p>
          <div className="studio-page-toolbar__choices">
            <button type="button" className="studio-button" onClick={onReload}>
              {pagesText(language, 'reloadNewest')}
            </button>
            <button type="button" className="studio-button studio-button--quiet" onClick={() => void keepMine()}>
              {pagesText(language, 'keepMine')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );

  const panel = (
    <div className="studio-page-side">
      <PagePanel
        language={language}
        source={source}
        pageLanguage={pageLanguage}
        pageType={loaded.content.type}
        settings={settings}
        issues={issues}
        onChange={onSettingsChange}
      />
      <section className="studio-page-panel" aria-labelledby={`${id}-publication`}>
        <h2 id={`${id}-publication`}>{pagesText(language, 'schedule')}</h2>
        <p>{pagesText(language, 'liveState', { state: liveState })}</p>
        {summary.status === 'published' ? (
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={busy}
            onClick={() => void unpublish()}
          >
            {pagesText(language, 'unpublish')}
          </button>
        ) : null}
        {summary.schedules.length > 0 ? (
          <ul className="studio-page-panel__plans">
            {summary.schedules.map((plan) => (
              <li key={plan.id}>
                {pagesText(language, 'scheduled', {
                  action: pagesText(language, plan.action === 'publish' ? 'schedulePublish' : 'scheduleUnpublish'),
                  at: timeFormat.format(new Date(plan.at)),
                })}{' '}
                <button
                  type="button"
                  className="studio-button studio-button--quiet"
                  disabled={busy}
                  onClick={() => void cancelSchedule(plan.id)}
                >
                  {pagesText(language, 'cancelSchedule')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <form className="studio-page-panel__schedule" onSubmit={schedule}>
          <label>
            {pagesText(language, 'scheduleAction')}
            <select name="action" defaultValue="publish">
              <option value="publish">{pagesText(language, 'schedulePublish')}</option>
              <option value="unpublish">{pagesText(language, 'scheduleUnpublish')}</option>
            </select>
          </label>
          <label>
            {pagesText(language, 'scheduleAt')}
            <input
              type="datetime-local"
              name="at"
              step={1}
              required
              defaultValue={localDateTime(new Date(Date.now() + 60 * 60 * 1000))}
            />
          </label>
          <button type="submit" className="studio-button" disabled={busy || !valid}>
            {pagesText(language, 'scheduleSubmit')}
          </button>
        </form>
      </section>
      <section className="studio-page-panel" aria-labelledby={`${id}-translations`}>
        <h2 id={`${id}-translations`}>{pagesText(language, 'translations')}</h2>
        {others.map((other) => {
          const counterpart = loaded.page.translations.find((translation) => translation.language === other);
          const adjective = adjectiveOf(language, other);
          return counterpart ? (
            <p key={other}>
              <SmartLink href={studioPath(`pages/${counterpart.id}`)}>
                {pagesText(language, 'openCounterpart', { language: adjective })}
              </SmartLink>
            </p>
          ) : (
            <form key={other} className="studio-page-panel__schedule" onSubmit={(event) => translate(event, other)}>
              <label>
                {pagesText(language, 'counterpartSlug', { language: adjective })}
                <input name="slug" defaultValue={settings.slug} />
              </label>
              <button type="submit" className="studio-button studio-button--quiet" disabled={busy}>
                {pagesText(language, 'createCounterpart', { language: adjective })}
              </button>
            </form>
          );
        })}
      </section>
    </div>
  );

  return (
    <StudioEditor
      language={language}
      initialData={initialData}
      heading={pagesText(language, 'editorHeading', { title: settings.title || settings.slug })}
      toolbar={toolbar}
      panel={panel}
      onChange={onBlocksChange}
      pageLanguage={pageLanguage}
    />
  );
}
