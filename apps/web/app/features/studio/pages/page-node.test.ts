import { describe, expect, it } from 'vitest';
import { blockExamples } from '@zilt/contracts/block-examples';
import { pageNodeSchema } from '@zilt/contracts/content-package';
import {
  changeHeaderKind,
  headerKinds,
  newPageNode,
  pageNodeOf,
  settingsIssues,
  settingsOf,
  withActionField,
  withHeaderField,
  withLocationField,
  withRegistrationLink,
  registrationModeOf,
  registrationOfMode,
  type LoadedPage,
} from './page-node';

const loaded: LoadedPage = {
  type: 'news',
  language: 'en',
  slug: 'news/salt-marsh',
  title: 'Salt marsh',
  template: 'none',
  pageKind: 'other',
  header: { kind: 'detail', title: 'Salt marsh', pageIntro: 'A walk.', date: '2026-11-20' },
  breadcrumbs: [],
  blocks: [],
  taxonomyTerms: [{ Id: 'sdg-02', Name: 'Zero hunger', Vocabulary: 'sdgs' }],
  lastUpdated: '2026-11-20T10:00:00Z',
  translationKey: 'salt-marsh',
  status: 'draft',
};

describe('a page in the editor', () => {
  it('offers every header kind of the contracts and keeps what two kinds share when the kind changes', () => {
    expect([...headerKinds].sort()).toEqual(['default', 'detail', 'home', 'overview']);
    const header = { kind: 'detail', title: 'Salt marsh', pageIntro: 'A walk.', date: '2026-11-20' } as const;
    expect(changeHeaderKind(header, 'default')).toEqual({ kind: 'default', title: 'Salt marsh', intro: 'A walk.' });
    expect(changeHeaderKind(changeHeaderKind(header, 'home'), 'detail')).toEqual({
      kind: 'detail',
      title: 'Salt marsh',
      pageIntro: 'A walk.',
    });
  });

  it('saves the loaded page with the panel, the blocks and the status, checked by the contracts', () => {
    const settings = { ...settingsOf(loaded), title: 'Salt marsh walk', slug: 'news/salt-marsh-walk' };
    const node = pageNodeOf(
      'wp',
      loaded,
      settings,
      [blockExamples.quoteBlock],
      'draft',
      new Date('2026-11-26T12:00:00Z'),
    );
    const parsed = pageNodeSchema.parse(node);
    expect(parsed).toMatchObject({
      title: 'Salt marsh walk',
      slug: 'news/salt-marsh-walk',
      translationKey: 'salt-marsh',
      status: 'draft',
      lastUpdated: '2026-11-26T12:00:00.000Z',
      blocks: [blockExamples.quoteBlock],
      taxonomyTerms: loaded.taxonomyTerms,
    });
    expect(parsed.breadcrumbs.at(-1)).toEqual({ title: 'Salt marsh walk', url: '/en/news/salt-marsh-walk' });
    expect(settingsIssues(node, 'en')).toEqual([]);
  });

  it('names the settings that break the contracts, in the studio language', () => {
    const node = pageNodeOf('wp', loaded, { ...settingsOf(loaded), title: '', slug: '/news/' }, [], 'draft');
    const issues = settingsIssues(node, 'nl');
    expect(issues.map((issue) => issue.field)).toEqual(['slug', 'title']);
    expect(issues[0]?.message).toMatch(/^Verwacht "\/" of delen/);
    expect(issues[1]?.message).toBe('Verplicht: vul dit in.');
  });

  it('makes a new page a draft with the header of its type', () => {
    const node = newPageNode('wp', { language: 'en', type: 'event', title: 'Open day', slug: 'events/open-day' });
    expect(pageNodeSchema.parse(node)).toMatchObject({
      status: 'draft',
      header: { kind: 'detail', title: 'Open day' },
    });
    expect(newPageNode('sp', { language: 'nl', type: 'page', title: 'Over', slug: 'over' }).header.kind).toBe(
      'default',
    );
  });

  it("keeps an event's location while any of its fields is filled, and names a bad postcode at its field", () => {
    const named = withLocationField(undefined, 'name', 'Proefboerderij Texel');
    expect(named).toEqual({ name: 'Proefboerderij Texel', postcode: '' });
    const placed = withLocationField(withLocationField(named, 'postcode', '1791 AB'), 'address', 'Polderweg 1');
    expect(placed).toEqual({ name: 'Proefboerderij Texel', address: 'Polderweg 1', postcode: '1791 AB' });
    expect(withLocationField(placed, 'address', '')).toEqual({ name: 'Proefboerderij Texel', postcode: '1791 AB' });
    const cleared = ['name', 'postcode'].reduce(
      (location, key) => withLocationField(location, key as 'name' | 'postcode', ''),
      withLocationField(placed, 'address', ''),
    );
    expect(cleared).toBeUndefined();

    const header = withHeaderField(settingsOf(loaded).header, 'location', { name: 'Texel', postcode: '17' });
    const node = pageNodeOf('wp', loaded, { ...settingsOf(loaded), header }, [], 'draft');
    const issues = settingsIssues(node, 'en');
    expect(issues.map((issue) => issue.field)).toEqual(['header.location.postcode']);
    expect(issues[0]?.message).toMatch(/Dutch postcode/);
    // Removed, the location takes its key with it.
    expect(Object.keys(withHeaderField(header, 'location', undefined))).not.toContain('location');
  });

  it("switches an event's registration between none, a form and a link, leaving empty link words out", () => {
    expect(registrationModeOf(undefined)).toBe('none');
    expect(registrationOfMode('form', 'field-day')).toEqual({ formId: 'field-day' });
    expect(registrationModeOf({ formId: 'field-day' })).toBe('form');
    const link = withRegistrationLink({ url: '' }, 'url', 'https://example.org/register');
    expect(registrationModeOf(link)).toBe('link');
    expect(withRegistrationLink({ url: '/en/contact' }, 'label', 'Sign up')).toEqual({
      url: '/en/contact',
      label: 'Sign up',
    });
    expect(withRegistrationLink({ url: '/en/contact', label: 'Sign up' }, 'label', '')).toEqual({ url: '/en/contact' });
    expect(registrationOfMode('none')).toBeUndefined();
  });

  it("keeps a home button's link while it has words or an address", () => {
    const titled = withActionField(undefined, 'title', 'Our projects');
    expect(titled).toEqual({ title: 'Our projects', url: '' });
    const linked = withActionField({ title: 'Our projects', url: '', isLinkExternal: false }, 'url', '/en/projects');
    expect(linked).toEqual({ title: 'Our projects', url: '/en/projects', isLinkExternal: false });
    expect(withActionField(withActionField(linked, 'title', ''), 'url', '')).toBeUndefined();
  });
});
