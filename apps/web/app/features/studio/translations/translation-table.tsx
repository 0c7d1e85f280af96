import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Language, Source } from '@zilt/contracts/common';
import {
  editorNamespaceResponseSchema,
  editorTranslationsSchema,
  translationsPatchRequestSchema,
} from '@zilt/contracts/editor-records';
import { formatIssuePath } from '@zilt/contracts/issues';
import type { TranslationTree } from '@zilt/contracts/translations';
import { studioApi } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import { SourceSelect } from '../records/choice-select';
import { FieldIssue, ProblemMessage } from '../records/field-issue';
import { languageChoices, languageName } from '../records/record-choices';
import { recordIssues } from '../records/record-issues';
import { recordsText } from '../records/records-text';
import { isStaleWrite, problemOf, StaleNotice } from '../records/stale-notice';
import { isIncomplete, translationRows, type NamespacesByLanguage, type TranslationRow } from './translation-rows';
import { translationsText } from './translations-text';
import '../records/records.css';
import './translations.css';

// The UI translations screen: a table of every key with its text in both languages side by
// side, incomplete keys first (the order is fixed when the table loads, so a row does not jump
// away while it is edited). A key is saved on its own (its button or Enter) or every change at
// once; each language's namespace is written with the version it was read at.

interface Namespace {
  entries: TranslationTree;
  version: string;
}

type Loaded = Record<Language, Map<string, Namespace>>;

/** A cell: a key's text in one language. */
const cellId = (rowId: string, language: Language) => `${language}|${rowId}`;

export function TranslationTable({ language }: { language: StudioLanguage }) {
  const [source, setSource] = useState<Source>('wp');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [order, setOrder] = useState<string[]>([]);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [issues, setIssues] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');

  const load = useCallback(async () => {
    setLoaded(null);
    setLoadProblem(null);
    setStale(false);
    setSaveProblem(null);
    setSaved('');
    setDrafts(new Map());
    setIssues(new Map());
    try {
      const answers = await Promise.all(
        languageChoices.map((siteLanguage) =>
          studioApi(`/api/v1/editor/translations/${source}/${siteLanguage}`, {}, editorTranslationsSchema),
        ),
      );
      const next = {} as Loaded;
      for (const answer of answers) {
        next[answer.language] = new Map(
          answer.namespaces.map((namespace) => [
            namespace.namespace,
            { entries: namespace.entries, version: namespace.version },
          ]),
        );
      }
      setOrder(translationRows(entriesOf(next), languageChoices).map((row) => row.id));
      setLoaded(next);
    } catch (error) {
      setLoadProblem(problemOf(error));
    }
  }, [source]);

  useEffect(() => {
    void load();
  }, [load]);

  const rows = useMemo(() => {
    if (!loaded) return [];
    const byId = new Map(translationRows(entriesOf(loaded), languageChoices).map((row) => [row.id, row]));
    return order.map((id) => byId.get(id)).filter((row): row is TranslationRow => row !== undefined);
  }, [loaded, order]);

  const shown = useMemo(() => {
    const words = query.trim().toLocaleLowerCase();
    if (words === '') return rows;
    return rows.filter((row) =>
      [row.id, ...languageChoices.map((siteLanguage) => row.texts[siteLanguage] ?? '')].some((text) =>
        text.toLocaleLowerCase().includes(words),
      ),
    );
  }, [rows, query]);

  /** The changes of rows: per language and namespace the keys to set. */
  function changesOf(changed: readonly TranslationRow[]) {
    const groups = new Map<string, { siteLanguage: Language; namespace: string; set: Record<string, string> }>();
    for (const row of changed) {
      for (const siteLanguage of languageChoices) {
        const draft = drafts.get(cellId(row.id, siteLanguage));
        if (draft === undefined || draft === row.texts[siteLanguage]) continue;
        const groupKey = `${siteLanguage}|${row.namespace}`;
        const group = groups.get(groupKey) ?? { siteLanguage, namespace: row.namespace, set: {} };
        group.set[row.key] = draft;
        groups.set(groupKey, group);
      }
    }
    return [...groups.values()];
  }

  const changedRows = rows.filter((row) => changesOf([row]).length > 0);

  async function save(changed: readonly TranslationRow[]) {
    if (!loaded) return;
    setSaved('');
    setSaveProblem(null);
    const groups = changesOf(changed);
    // Checked by the contracts first: every issue at the cell it concerns, nothing sent.
    const found = new Map<string, string[]>();
    for (const group of groups) {
      const problems = recordIssues(translationsPatchRequestSchema, { set: group.set }, language);
      for (const key of Object.keys(group.set)) {
        const messages = problems.get(formatIssuePath(['set', key]));
        if (messages) found.set(cellId(`${group.namespace}:${key}`, group.siteLanguage), [...messages]);
      }
    }
    setIssues(found);
    if (found.size > 0) return;
    setSaving(true);
    let next = loaded;
    const done = new Set<string>();
    try {
      for (const group of groups) {
        const namespace = next[group.siteLanguage].get(group.namespace);
        const answer = await studioApi(
          `/api/v1/editor/translations/${source}/${group.siteLanguage}/${encodeURIComponent(group.namespace)}`,
          { method: 'PATCH', body: { set: group.set, version: namespace?.version } },
          editorNamespaceResponseSchema,
        );
        const namespaces = new Map(next[group.siteLanguage]);
        namespaces.set(group.namespace, { entries: answer.entries, version: answer.version });
        next = { ...next, [group.siteLanguage]: namespaces };
        for (const key of Object.keys(group.set)) done.add(cellId(`${group.namespace}:${key}`, group.siteLanguage));
      }
      const ids = new Set(changed.map((row) => row.id));
      setSaved(
        ids.size === 1
          ? translationsText(language, 'savedKey', { key: [...ids][0]! })
          : translationsText(language, 'savedAll', { count: ids.size }),
      );
    } catch (error) {
      if (isStaleWrite(error)) setStale(true);
      else setSaveProblem(problemOf(error));
    } finally {
      setLoaded(next);
      setDrafts((current) => new Map([...current].filter(([cell]) => !done.has(cell))));
      setSaving(false);
    }
  }

  function edit(cell: string, value: string) {
    setDrafts((current) => new Map(current).set(cell, value));
    setSaved('');
  }

  const incomplete = rows.filter((row) => isIncomplete(row, languageChoices)).length;

  return (
    <main className="studio-screen records-screen">
      <h1>{translationsText(language, 'heading')}</h1>
      <p>{translationsText(language, 'intro')}</p>
      <div className="records-choices">
        <SourceSelect
          id="translations-source"
          language={language}
          value={source}
          onChange={(value) => {
            if (changedRows.length > 0 && !window.confirm(recordsText(language, 'leaveUnsaved'))) return;
            setSource(value);
          }}
        />
        <div className="records-field translations__search">
          <label htmlFor="translations-search">{translationsText(language, 'search')}</label>
          <input
            id="translations-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      {loadProblem && <ProblemMessage>{recordsText(language, 'loadFailed', { message: loadProblem })}</ProblemMessage>}
      {!loaded && !loadProblem && <p role="status">{recordsText(language, 'loading')}</p>}
      {loaded && (
        <>
          {stale && <StaleNotice language={language} onReload={() => void load()} />}
          {saveProblem && (
            <ProblemMessage>{recordsText(language, 'saveFailed', { message: saveProblem })}</ProblemMessage>
          )}
          <div className="records-save translations__toolbar">
            <button
              type="button"
              className="studio-button"
              disabled={saving || changedRows.length === 0}
              onClick={() => void save(changedRows)}
            >
              {translationsText(language, 'saveAll', { count: changedRows.length })}
            </button>
            <p role="status">
              {saving
                ? recordsText(language, 'saving')
                : saved ||
                  translationsText(language, 'count', { shown: shown.length, total: rows.length, missing: incomplete })}
            </p>
          </div>
          {shown.length === 0 ? (
            <p>{translationsText(language, 'nothingFound')}</p>
          ) : (
            <div className="translations__scroller">
              <table className="translations__table">
                <caption className="visually-hidden">{translationsText(language, 'table')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{translationsText(language, 'key')}</th>
                    {languageChoices.map((siteLanguage) => (
                      <th key={siteLanguage} scope="col">
                        {languageName(language, siteLanguage)}
                      </th>
                    ))}
                    <th scope="col">{translationsText(language, 'actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((row) => {
                    const rowChanged = changesOf([row]).length > 0;
                    return (
                      <tr
                        key={row.id}
                        data-key={row.id}
                        data-incomplete={isIncomplete(row, languageChoices) ? 'true' : undefined}
                      >
                        <th scope="row" className="translations__key">
                          {row.id}
                        </th>
                        {languageChoices.map((siteLanguage) => {
                          const cell = cellId(row.id, siteLanguage);
                          const messages = issues.get(cell);
                          const issueId = `translation-issue-${siteLanguage}-${order.indexOf(row.id)}`;
                          return (
                            <td key={siteLanguage}>
                              <input
                                aria-label={translationsText(language, 'cell', {
                                  language: languageName(language, siteLanguage),
                                  key: row.id,
                                })}
                                value={drafts.get(cell) ?? row.texts[siteLanguage] ?? ''}
                                aria-invalid={messages ? true : undefined}
                                aria-describedby={messages ? issueId : undefined}
                                onChange={(event) => edit(cell, event.target.value)}
                                onKeyDown={(event) => {
                                  if (event.key === 'Enter' && rowChanged && !saving) void save([row]);
                                }}
                              />
                              {!row.texts[siteLanguage] && (
                                <span className="translations__missing">{translationsText(language, 'missing')}</span>
                              )}
                              <FieldIssue id={issueId} messages={messages} />
                            </td>
                          );
                        })}
                        <td>
                          <button
                            type="button"
                            className="studio-button studio-button--quiet"
                            disabled={saving || !rowChanged}
                            onClick={() => void save([row])}
                          >
                            <span aria-hidden="true">{translationsText(language, 'actions')}</span>
                            <span className="visually-hidden">
                              {translationsText(language, 'saveKey', { key: row.id })}
                            </span>
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </main>
  );
}

function entriesOf(loaded: Loaded): NamespacesByLanguage {
  const entries: NamespacesByLanguage = {};
  for (const siteLanguage of languageChoices) {
    entries[siteLanguage] = new Map(
      [...(loaded[siteLanguage] ?? new Map<string, Namespace>())].map(([name, namespace]) => [name, namespace.entries]),
    );
  }
  return entries;
}
