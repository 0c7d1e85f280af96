import { describe, expect, it } from 'vitest';
import type { TranslationTree } from '@zilt/contracts/translations';
import { flattenTree, translationRows } from './translation-rows';

describe('the rows of the translations table', () => {
  it('flattens groups into keys joined by "."', () => {
    expect([...flattenTree({ roles: { director: 'Director', lead: { deep: 'Deep' } }, title: 'Team' })]).toEqual([
      ['roles.director', 'Director'],
      ['roles.lead.deep', 'Deep'],
      ['title', 'Team'],
    ]);
  });

  it('lists keys empty or missing in a language first, then by namespace and key', () => {
    const rows = translationRows(
      {
        nl: new Map<string, TranslationTree>([
          ['team', { title: 'Ons team', age: '' }],
          ['common', { a: 'A', b: 'B' }],
        ]),
        en: new Map<string, TranslationTree>([
          ['team', { title: 'Our team', age: '{{age}} years' }],
          ['common', { a: 'A', c: 'C' }],
        ]),
      },
      ['nl', 'en'],
    );
    expect(rows.map((row) => row.id)).toEqual(['common:b', 'common:c', 'team:age', 'common:a', 'team:title']);
    expect(rows[0]!.texts).toEqual({ nl: 'B' });
  });
});
