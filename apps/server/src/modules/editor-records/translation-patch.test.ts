import { describe, expect, it } from 'vitest';
import { applyTranslationPatch } from './translation-patch.ts';

describe('a patch of a translation tree', () => {
  const tree = { title: 'Team', roles: { director: 'Director', intern: 'Intern' } };

  it('sets texts at key paths, making groups on the way, and leaves the tree it was given alone', () => {
    const result = applyTranslationPatch(tree, {
      set: { title: 'Our team', 'roles.lead.deputy': 'Deputy' },
      remove: [],
    });
    expect(result).toEqual({
      ok: true,
      tree: { title: 'Our team', roles: { director: 'Director', intern: 'Intern', lead: { deputy: 'Deputy' } } },
    });
    expect(tree.title).toBe('Team');
  });

  it('removes texts and groups first; a key that is not there is no error', () => {
    const result = applyTranslationPatch(tree, {
      set: { 'roles.intern': 'Trainee' },
      remove: ['roles', 'nothing.here'],
    });
    expect(result).toEqual({ ok: true, tree: { title: 'Team', roles: { intern: 'Trainee' } } });
  });

  it('refuses a path through a text and a text in place of a group, naming each key', () => {
    const result = applyTranslationPatch(tree, { set: { 'title.short': 'T', roles: 'x', ok: 'fine' }, remove: [] });
    expect(result).toEqual({
      ok: false,
      problems: [
        'set["title.short"]: "title" is a text, not a group of keys',
        'set.roles: "roles" is a group of keys; set its keys one by one',
      ],
    });
  });

  it('treats __proto__ as a key like any other, never as the prototype', () => {
    const result = applyTranslationPatch({}, { set: { '__proto__.polluted': 'yes', constructor: 'c' }, remove: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.tree)).toBe(Object.prototype);
    expect(Object.keys(result.tree).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
