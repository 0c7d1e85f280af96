import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { editorChangeResponseSchema, editorPageListSchema, type EditorPageList } from '@zilt/contracts/editor-pages';
import { languages, type Language } from '@zilt/contracts/languages';
import { nodeTypeSchema, type NodeType } from '@zilt/contracts/page';
import type { ProjectPlace } from '@zilt/contracts/project';
import { sourceSchema } from '@zilt/contracts/common';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { studioApi } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import { filtersOf, listApiPath, listPageSize, searchOf, type PageListFilters } from './list-query';
import { emptyProjectPlace, newPageNode, settingsIssues, type SettingsIssue } from './page-node';
import { languageLabel, pagesText, problemOf, sourceLabel, statusLabel, typeLabel } from './pages-text';
import { ProjectPlaceFields } from './project-place-fields';
import './pages.css';

// The list of pages of every source and language: filters and search live in the address, so
// back and forward walk through them; each page shows whether its counterpart in the other
// language exists. "New page" creates a draft through the editing API and opens it.

const statuses = ['published', 'draft', 'scheduled', 'trashed'] as const;

function missingCounterpart(pageLanguage: Language, counterparts: readonly string[]) {
  const others = languages.filter((other) => other !== pageLanguage);
  return others.filter((other) => !counterparts.includes(other));
}

function FilterForm({ filters }: { filters: PageListFilters }) {
  const { language } = useStudioShell();
  const [, setSearch] = useSearchParams();
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '') || undefined;
    setSearch(
      searchOf({
        source: sourceSchema.safeParse(value('source')).data,
        language: value('language') as Language | undefined,
        type: nodeTypeSchema.safeParse(value('type')).data,
        status: value('status') as PageListFilters['status'],
        q: value('q'),
        page: 1,
      }),
    );
  }
  const select = (name: string, label: string, current: string | undefined, options: [string, string][]) => (
    <div className="studio-pages__filter">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={current ?? ''}>
        <option value="">{pagesText(language, 'any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="studio-pages__filters"
      role="search"
      aria-label={pagesText(language, 'filters')}
      onSubmit={submit}
      // A new address (back, forward) fills the form anew.
      key={searchOf(filters)}
    >
      {select(
        'source',
        pagesText(language, 'source'),
        filters.source,
        sourceSchema.options.map((source) => [source, sourceLabel(language, source)]),
      )}
      {select(
        'language',
        pagesText(language, 'language'),
        filters.language,
        languages.map((of) => [of, languageLabel(language, of)]),
      )}
      {select(
        'type',
        pagesText(language, 'type'),
        filters.type,
        nodeTypeSchema.options.map((type) => [type, typeLabel(language, type)]),
      )}
      {select(
        'status',
        pagesText(language, 'status'),
        filters.status,
        statuses.map((status) => [status, statusLabel(language, status)]),
      )}
      <div className="studio-pages__filter studio-pages__filter--search">
        <label htmlFor={`${id}-q`}>{pagesText(language, 'search')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q ?? ''} />
      </div>
      <div className="studio-pages__filter-actions">
        <button type="submit" className="studio-button">
          {pagesText(language, 'apply')}
        </button>
        <button type="button" className="studio-button studio-button--quiet" onClick={() => setSearch('')}>
          {pagesText(language, 'clear')}
        </button>
      </div>
    </form>
  );
}

function CreatePageForm({ onCancel }: { onCancel: () => void }) {
  const { language, studioPath } = useStudioShell();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [type, setType] = useState<NodeType>('page');
  const [place, setPlace] = useState<ProjectPlace>(emptyProjectPlace);
  const [placeIssues, setPlaceIssues] = useState<readonly SettingsIssue[]>([]);
  const id = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const source = sourceSchema.parse(form.get('source'));
    const page = newPageNode(source, {
      language: form.get('language') as Language,
      type,
      title: String(form.get('title') ?? '').trim(),
      slug: String(form.get('slug') ?? '').trim(),
      ...(type === 'project' ? { project: place } : {}),
    });
    // A project's place is checked here, at its fields; the rest is the editing API's to refuse.
    const refused = settingsIssues(page, language).filter((issue) => issue.field.startsWith('project'));
    setPlaceIssues(refused);
    if (refused.length > 0) {
      setProblem(pagesText(language, 'createFailed', { message: refused.map((issue) => issue.message).join(' ') }));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const created = await studioApi(
        '/api/v1/editor/pages',
        { method: 'POST', body: { source, page } },
        editorChangeResponseSchema,
      );
      await navigate(studioPath(`pages/${created.page.id}`));
    } catch (error) {
      setProblem(pagesText(language, 'createFailed', { message: problemOf(error) }));
      setBusy(false);
    }
  }
  return (
    <section className="studio-pages__create" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{pagesText(language, 'createHeading')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <label>
          {pagesText(language, 'source')}
          <select name="source" defaultValue="wp">
            {sourceSchema.options.map((source) => (
              <option key={source} value={source}>
                {sourceLabel(language, source)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {pagesText(language, 'language')}
          <select name="language" defaultValue={language}>
            {languages.map((of) => (
              <option key={of} value={of}>
                {languageLabel(language, of)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {pagesText(language, 'type')}
          <select name="type" value={type} onChange={(event) => setType(nodeTypeSchema.parse(event.target.value))}>
            {nodeTypeSchema.options.map((type) => (
              <option key={type} value={type}>
                {typeLabel(language, type)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {pagesText(language, 'title')}
          <input name="title" required />
        </label>
        <label>
          {pagesText(language, 'slug')}
          <input name="slug" required aria-describedby={`${id}-slug-hint`} />
        </label>
        <p id={`${id}-slug-hint`} className="studio-pages__hint">
          {pagesText(language, 'slugHint')}
        </p>
        {type === 'project' ? (
          <ProjectPlaceFields
            language={language}
            value={place}
            onChange={setPlace}
            issueOf={(field) =>
              placeIssues
                .filter((issue) => issue.field === field)
                .map((issue) => issue.message)
                .join(' ')
            }
          />
        ) : null}
        {problem ? (
          <p className="studio-message studio-message--problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="studio-pages__create-actions">
          <button type="submit" className="studio-button" disabled={busy}>
            {pagesText(language, 'createSubmit')}
          </button>
          <button type="button" className="studio-button studio-button--quiet" onClick={onCancel}>
            {pagesText(language, 'cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}

export function PageList() {
  const { language, studioPath } = useStudioShell();
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const apiPath = listApiPath(filters);
  const [answer, setAnswer] = useState<{ path: string; list?: EditorPageList; problem?: string } | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    studioApi(apiPath, { signal: controller.signal }, editorPageListSchema).then(
      (list) => setAnswer({ path: apiPath, list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ path: apiPath, problem: problemOf(error) });
      },
    );
    return () => controller.abort();
  }, [apiPath]);
  const list = answer?.path === apiPath ? answer.list : undefined;
  const pages = list ? Math.max(1, Math.ceil(list.total / listPageSize)) : 1;
  const goTo = (page: number) => setSearch(searchOf({ ...filters, page }));
  return (
    <main className="studio-screen studio-pages">
      <div className="studio-pages__heading">
        <h1>{pagesText(language, 'heading')}</h1>
        {creating ? null : (
          <button type="button" className="studio-button" onClick={() => setCreating(true)}>
            {pagesText(language, 'create')}
          </button>
        )}
      </div>
      {creating ? <CreatePageForm onCancel={() => setCreating(false)} /> : null}
      <FilterForm filters={filters} />
      {answer?.path === apiPath && answer.problem ? (
        <p className="studio-message studio-message--problem" role="alert">
          {pagesText(language, 'loadFailed', { message: answer.problem })}
        </p>
      ) : null}
      <p role="status" className="studio-pages__count">
        {!list
          ? pagesText(language, 'loading')
          : list.total === 0
            ? pagesText(language, 'countNone')
            : list.total === 1
              ? pagesText(language, 'countOne')
              : pagesText(language, 'count', {
                  total: list.total,
                  from: (list.page - 1) * listPageSize + 1,
                  to: Math.min(list.total, list.page * listPageSize),
                })}
      </p>
      {list && list.items.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{pagesText(language, 'title')}</th>
              <th scope="col">{pagesText(language, 'source')}</th>
              <th scope="col">{pagesText(language, 'language')}</th>
              <th scope="col">{pagesText(language, 'type')}</th>
              <th scope="col">{pagesText(language, 'status')}</th>
              <th scope="col">{pagesText(language, 'translation')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => {
              const missing = missingCounterpart(item.language, item.counterpartLanguages);
              return (
                <tr key={item.id}>
                  <th scope="row">
                    <SmartLink href={studioPath(`pages/${item.id}`)}>{item.title || item.slug}</SmartLink>
                    <span className="studio-pages__slug">{item.slug}</span>
                  </th>
                  <td>{item.source}</td>
                  <td>{languageLabel(language, item.language)}</td>
                  <td>{typeLabel(language, item.type)}</td>
                  <td>
                    {statusLabel(language, item.status)}
                    {item.status === 'published' && item.hasUnpublishedChanges
                      ? ` (${pagesText(language, 'unpublishedChanges')})`
                      : ''}
                    {item.schedules.length > 0 ? `, ${statusLabel(language, 'scheduled').toLowerCase()}` : ''}
                  </td>
                  <td>
                    {missing.length > 0 ? (
                      <span className="studio-pages__missing">
                        {missing
                          .map((other) => pagesText(language, other === 'nl' ? 'noDutch' : 'noEnglish'))
                          .join(', ')}
                      </span>
                    ) : (
                      item.counterpartLanguages
                        .map((other) => pagesText(language, other === 'nl' ? 'hasDutch' : 'hasEnglish'))
                        .join(', ')
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {list && pages > 1 ? (
        <nav className="studio-pages__paging" aria-label={pagesText(language, 'paging')}>
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={list.page <= 1}
            onClick={() => goTo(list.page - 1)}
          >
            {pagesText(language, 'previous')}
          </button>
          <span>{pagesText(language, 'pageOf', { page: list.page, pages })}</span>
          <button
            type="button"
            className="studio-button studio-button--quiet"
            disabled={list.page >= pages}
            onClick={() => goTo(list.page + 1)}
          >
            {pagesText(language, 'next')}
          </button>
        </nav>
      ) : null}
    </main>
  );
}
