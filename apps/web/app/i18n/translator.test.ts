import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const resources = {
  en: {
    common: {
      pager: { pageOf: 'Page {{current}} of {{total}}' },
      search: { results_one: '{{count}} result for “{{query}}”', results_other: '{{count}} results for “{{query}}”' },
      onlyEnglish: 'Only in English',
    },
    team: { title: 'Our team' },
  },
  nl: {
    common: {
      pager: { pageOf: 'Pagina {{current}} van {{total}}' },
      search: { results_one: '{{count}} resultaat', results_other: '{{count}} resultaten' },
    },
  },
};

describe('the translator', () => {
  it('reads dotted keys of the default namespace and fills in the placeholders', () => {
    const t = new Translator('nl', resources).getFixedT();
    expect(t('pager.pageOf', { current: 2, total: 5 })).toBe('Pagina 2 van 5');
  });

  it('chooses the plural form by count with the language’s rules', () => {
    const en = new Translator('en', resources).getFixedT();
    expect(en('search.results', { count: 1, query: 'salt' })).toBe('1 result for “salt”');
    expect(en('search.results', { count: 0, query: 'salt' })).toBe('0 results for “salt”');
    expect(new Translator('nl', resources).getFixedT()('search.results', { count: 3 })).toBe('3 resultaten');
  });

  it('takes a namespace from the key or from the function, and English for a text the language lacks', () => {
    const nl = new Translator('nl', resources);
    expect(nl.getFixedT()('team:title')).toBe('Our team');
    expect(nl.getFixedT('team')('title')).toBe('Our team');
    expect(nl.getFixedT()('onlyEnglish')).toBe('Only in English');
  });

  it('shows the default value, else the key, for a missing text, and keeps a placeholder without a value', () => {
    const t = new Translator('en', resources).getFixedT();
    expect(t('overview.vocabulary.sdgs', { defaultValue: 'sdgs' })).toBe('sdgs');
    expect(t('no.such.text')).toBe('no.such.text');
    expect(t('pager.pageOf', { current: 1 })).toBe('Page 1 of {{total}}');
  });

  it('hands out the same function for a namespace every time', () => {
    const translator = new Translator('en', resources);
    expect(translator.getFixedT('team')).toBe(translator.getFixedT('team'));
  });
});
