import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Language, Source } from '@zilt/contracts/common';
import { editorMenuResponseSchema, editorMenuSchema } from '@zilt/contracts/editor-records';
import { menuItemListSchema, menuLocationSchema, type MenuLocation } from '@zilt/contracts/menu';
import { studioApi } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import { languageChoices, languageName } from '../records/record-choices';
import { ChoiceSelect, SourceSelect } from '../records/choice-select';
import { FieldIssue, ProblemMessage } from '../records/field-issue';
import { recordIssues } from '../records/record-issues';
import { recordsText } from '../records/records-text';
import { isStaleWrite, problemOf, StaleNotice } from '../records/stale-notice';
import {
  addItem,
  canMove,
  dropItem,
  findItem,
  itemPaths,
  menuFromTree,
  moveItem,
  newItem,
  positionOf,
  removeItem,
  siblingKeys,
  treeFromMenu,
  updateItem,
  type Move,
  type TreeItem,
} from './menu-tree';
import { menusText } from './menus-text';
import '../records/records.css';
import './menus.css';

// The menus screen: one menu (source, language, location) as a tree of items to edit in
// place, to reorder by dragging or by keyboard (each move announced), and to save as a whole
// with the version it was read at; the contracts check it before it is sent.

type Field = 'Title' | 'Url';
type ItemIssues = Partial<Record<Field, string[]>>;

interface Loaded {
  version: string;
  warnings: string[];
}

/** Keys with Alt (anywhere in an item) or on its focused handle, and the move each makes. */
const moveKeys: Readonly<Record<string, Move>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

function titleOf(language: StudioLanguage, item: TreeItem): string {
  return item.Title.trim() || menusText(language, 'untitled');
}

/** The studio's own rule on top of the contracts: a menu item shows a title and leads somewhere. */
function requiredIssues(tree: readonly TreeItem[], language: StudioLanguage, into: Map<string, ItemIssues>): void {
  for (const item of tree) {
    const issues: ItemIssues = {};
    if (item.Title.trim() === '') issues.Title = [recordsText(language, 'required')];
    if (item.Url.trim() === '') issues.Url = [recordsText(language, 'required')];
    if (issues.Title || issues.Url) into.set(item.key, issues);
    requiredIssues(item.children, language, into);
  }
}

function validate(
  tree: readonly TreeItem[],
  language: StudioLanguage,
): { byItem: Map<string, ItemIssues>; menu: string[] } {
  const byItem = new Map<string, ItemIssues>();
  requiredIssues(tree, language, byItem);
  const found = recordIssues(menuItemListSchema, menuFromTree(tree), language);
  const menu: string[] = [];
  const paths = itemPaths(tree);
  for (const [path, messages] of found) {
    const owner = [...paths].find(([, itemPath]) => path === `${itemPath}.Title` || path === `${itemPath}.Url`);
    if (!owner) {
      menu.push(...messages);
      continue;
    }
    const field: Field = path.endsWith('.Title') ? 'Title' : 'Url';
    const issues = byItem.get(owner[0]) ?? {};
    issues[field] = [...(issues[field] ?? []), ...messages];
    byItem.set(owner[0], issues);
  }
  return { byItem, menu };
}

export function MenuEditor({ language }: { language: StudioLanguage }) {
  const [source, setSource] = useState<Source>('wp');
  const [siteLanguage, setSiteLanguage] = useState<Language>(language);
  const [location, setLocation] = useState<MenuLocation>('main');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [tree, setTree] = useState<TreeItem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [issues, setIssues] = useState<{ byItem: Map<string, ItemIssues>; menu: string[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [drop, setDrop] = useState<{ key: string; side: 'before' | 'after' } | null>(null);
  const dragged = useRef<string | null>(null);
  const focusRequest = useRef<{ key: string; action: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusFirstIssue = useRef(false);

  const load = useCallback(async () => {
    setLoaded(null);
    setLoadProblem(null);
    setStale(false);
    setSaveProblem(null);
    setSaved(null);
    setIssues(null);
    try {
      const menu = await studioApi(`/api/v1/editor/menus/${source}/${siteLanguage}/${location}`, {}, editorMenuSchema);
      setTree(treeFromMenu(menu.items));
      setLoaded({ version: menu.version, warnings: menu.warnings });
      setDirty(false);
    } catch (error) {
      setLoadProblem(problemOf(error));
    }
  }, [source, siteLanguage, location]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const row = listRef.current?.querySelector(`[data-menu-key="${request.key}"]`);
    const target = row?.querySelector<HTMLElement>(`[data-action="${request.action}"]`);
    const usable =
      target && !(target as HTMLButtonElement).disabled
        ? target
        : row?.querySelector<HTMLElement>('[data-action="handle"]');
    usable?.focus();
  }, [tree]);

  function change(next: TreeItem[]) {
    setTree(next);
    setDirty(true);
    setSaved(null);
    // Once a save has marked issues, they follow every change (a mended field loses its mark).
    if (issues) setIssues(validate(next, language));
  }

  function move(item: TreeItem, kind: Move, focusAction: string) {
    const next = moveItem(tree, item.key, kind);
    if (!next) {
      setAnnouncement(menusText(language, 'cannotMove', { title: titleOf(language, item) }));
      return;
    }
    focusRequest.current = { key: item.key, action: focusAction };
    change(next);
    setAnnouncement(menusText(language, 'moved', { title: titleOf(language, item), ...positionOf(next, item.key) }));
  }

  function onRowKeyDown(event: KeyboardEvent, item: TreeItem) {
    const onHandle = (event.target as HTMLElement).dataset.action === 'handle';
    const kind = moveKeys[event.key];
    if (!kind || !(event.altKey || onHandle) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    move(item, kind, onHandle ? 'handle' : ((event.target as HTMLElement).dataset.action ?? 'handle'));
  }

  function dragSide(event: DragEvent<HTMLElement>): 'before' | 'after' {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2 ? 'before' : 'after';
  }

  function onDrop(event: DragEvent<HTMLElement>, target: TreeItem) {
    event.preventDefault();
    const key = dragged.current ?? event.dataTransfer.getData('text/plain');
    dragged.current = null;
    setDrop(null);
    if (!key) return;
    const next = dropItem(tree, key, target.key, dragSide(event));
    if (!next) return;
    change(next);
    focusRequest.current = { key, action: 'handle' };
    const item = findItem(next, key);
    if (item)
      setAnnouncement(menusText(language, 'moved', { title: titleOf(language, item), ...positionOf(next, key) }));
  }

  function add(parent?: TreeItem) {
    const item = newItem();
    const next = addItem(tree, item, parent?.key);
    if (!next) return;
    focusRequest.current = { key: item.key, action: 'title' };
    change(next);
    setAnnouncement(menusText(language, 'added'));
  }

  function remove(item: TreeItem) {
    const siblings = siblingKeys(tree, item.key);
    const index = siblings.indexOf(item.key);
    const neighbour = siblings[index + 1] ?? siblings[index - 1];
    if (neighbour) focusRequest.current = { key: neighbour, action: 'handle' };
    change(removeItem(tree, item.key));
    setAnnouncement(menusText(language, 'removed', { title: titleOf(language, item) }));
  }

  async function save() {
    if (!loaded) return;
    setSaved(null);
    setSaveProblem(null);
    const found = validate(tree, language);
    if (found.byItem.size > 0 || found.menu.length > 0) {
      focusFirstIssue.current = true;
      setIssues(found);
      return;
    }
    setIssues(null);
    setSaving(true);
    try {
      const answer = await studioApi(
        `/api/v1/editor/menus/${source}/${siteLanguage}/${location}`,
        { method: 'PUT', body: { items: menuFromTree(tree), version: loaded.version } },
        editorMenuResponseSchema,
      );
      setLoaded({ version: answer.version, warnings: answer.warnings });
      setDirty(false);
      setSaved(menusText(language, answer.changed ? 'saved' : 'unchanged'));
    } catch (error) {
      if (isStaleWrite(error)) setStale(true);
      else setSaveProblem(problemOf(error));
    } finally {
      setSaving(false);
    }
  }

  // Invalid fields are marked after a save was tried; focus goes to the first of them.
  useEffect(() => {
    if (!focusFirstIssue.current) return;
    focusFirstIssue.current = false;
    listRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);

  function choose<T>(set: (value: T) => void, value: T) {
    if (dirty && !window.confirm(recordsText(language, 'leaveUnsaved'))) return;
    set(value);
  }

  const problemCount = issues
    ? [...issues.byItem.values()].reduce((sum, item) => sum + (item.Title?.length ?? 0) + (item.Url?.length ?? 0), 0) +
      issues.menu.length
    : 0;

  function renderList(items: TreeItem[], level: number) {
    return (
      <ol className="menu-tree__list" data-level={level}>
        {items.map((item, index) => {
          const title = titleOf(language, item);
          const itemIssues = issues?.byItem.get(item.key) ?? {};
          const fieldId = (field: string) => `${item.key}-${field}`;
          return (
            <li key={item.key} className="menu-tree__item">
              <div
                className="menu-tree__row"
                data-menu-key={item.key}
                data-drop={drop?.key === item.key ? drop.side : undefined}
                onKeyDown={(event) => onRowKeyDown(event, item)}
                onDragOver={(event) => {
                  if (!dragged.current) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  const side = dragSide(event);
                  if (drop?.key !== item.key || drop.side !== side) setDrop({ key: item.key, side });
                }}
                onDragLeave={() => setDrop((current) => (current?.key === item.key ? null : current))}
                onDrop={(event) => onDrop(event, item)}
              >
                <button
                  type="button"
                  className="menu-tree__handle"
                  data-action="handle"
                  draggable
                  aria-label={menusText(language, 'handle', { title })}
                  title={menusText(language, 'handle', { title })}
                  onDragStart={(event) => {
                    dragged.current = item.key;
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', item.key);
                    const row = event.currentTarget.closest('.menu-tree__row');
                    if (row) event.dataTransfer.setDragImage(row, 16, 16);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDrop(null);
                  }}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <div className="menu-tree__fields">
                  {(['Title', 'Url'] as const).map((field) => {
                    const messages = itemIssues[field];
                    const id = fieldId(field);
                    return (
                      <div key={field} className="records-field">
                        <label htmlFor={id}>{menusText(language, field === 'Title' ? 'title' : 'url')}</label>
                        <input
                          id={id}
                          data-action={field === 'Title' ? 'title' : 'url'}
                          value={item[field]}
                          aria-invalid={messages ? true : undefined}
                          aria-describedby={messages ? `${id}-issue` : undefined}
                          onChange={(event) => change(updateItem(tree, item.key, { [field]: event.target.value }))}
                        />
                        <FieldIssue id={`${id}-issue`} messages={messages} />
                      </div>
                    );
                  })}
                </div>
                <div className="menu-tree__actions">
                  <ActionButton
                    action="up"
                    label={menusText(language, 'up', { title })}
                    symbol="↑"
                    disabled={index === 0}
                    onClick={() => move(item, 'up', 'up')}
                  />
                  <ActionButton
                    action="down"
                    label={menusText(language, 'down', { title })}
                    symbol="↓"
                    disabled={index === items.length - 1}
                    onClick={() => move(item, 'down', 'down')}
                  />
                  <ActionButton
                    action="indent"
                    label={menusText(language, 'indent', { title })}
                    symbol="→"
                    disabled={!canMove(tree, item.key, 'indent')}
                    onClick={() => move(item, 'indent', 'indent')}
                  />
                  <ActionButton
                    action="outdent"
                    label={menusText(language, 'outdent', { title })}
                    symbol="←"
                    disabled={level === 1}
                    onClick={() => move(item, 'outdent', 'outdent')}
                  />
                  <ActionButton
                    action="add-child"
                    label={menusText(language, 'addChild', { title })}
                    symbol="+"
                    disabled={addItem(tree, newItem(), item.key) === null}
                    onClick={() => add(item)}
                  />
                  <ActionButton
                    action="remove"
                    label={menusText(language, 'remove', { title })}
                    symbol="✕"
                    onClick={() => remove(item)}
                  />
                </div>
              </div>
              {item.children.length > 0 && renderList(item.children, level + 1)}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <main className="studio-screen records-screen">
      <h1>{menusText(language, 'heading')}</h1>
      <p>{menusText(language, 'intro')}</p>
      <div className="records-choices">
        <SourceSelect
          id="menu-source"
          language={language}
          value={source}
          onChange={(value) => choose(setSource, value)}
        />
        <ChoiceSelect
          id="menu-language"
          label={recordsText(language, 'language')}
          value={siteLanguage}
          options={languageChoices.map((value) => ({ value, label: languageName(language, value) }))}
          onChange={(value) => choose(setSiteLanguage, value)}
        />
        <ChoiceSelect
          id="menu-location"
          label={menusText(language, 'location')}
          value={location}
          options={menuLocationSchema.options.map((value) => ({ value, label: menusText(language, value) }))}
          onChange={(value) => choose(setLocation, value)}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {loadProblem && <ProblemMessage>{recordsText(language, 'loadFailed', { message: loadProblem })}</ProblemMessage>}
      {!loaded && !loadProblem && <p role="status">{recordsText(language, 'loading')}</p>}
      {loaded && (
        <section aria-labelledby="menu-items-heading" className="menu-tree">
          <h2 id="menu-items-heading">
            {menusText(language, 'items')}: {menusText(language, location)}, {languageName(language, siteLanguage)}
          </h2>
          {loaded.warnings.length > 0 && (
            <div className="studio-message">
              <p>{menusText(language, 'warnings')}</p>
              <ul>
                {loaded.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          )}
          <div ref={listRef}>{tree.length === 0 ? <p>{menusText(language, 'empty')}</p> : renderList(tree, 1)}</div>
          <p>
            <button type="button" className="studio-button studio-button--quiet" onClick={() => add()}>
              {menusText(language, 'add')}
            </button>
          </p>
          {issues && problemCount > 0 && (
            <div className="studio-message studio-message--problem" role="alert">
              <p>{menusText(language, 'problems', { count: problemCount })}</p>
              {issues.menu.length > 0 && (
                <ul>
                  {issues.menu.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {stale && <StaleNotice language={language} onReload={() => void load()} />}
          {saveProblem && (
            <ProblemMessage>{recordsText(language, 'saveFailed', { message: saveProblem })}</ProblemMessage>
          )}
          <div className="records-save">
            <button type="button" className="studio-button" disabled={saving} onClick={() => void save()}>
              {saving ? recordsText(language, 'saving') : menusText(language, 'save')}
            </button>
            <p role="status">{saved ?? (dirty ? menusText(language, 'unsaved') : '')}</p>
          </div>
        </section>
      )}
    </main>
  );
}

function ActionButton({
  action,
  label,
  symbol,
  disabled,
  onClick,
}: {
  action: string;
  label: string;
  symbol: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="menu-tree__action"
      data-action={action}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
