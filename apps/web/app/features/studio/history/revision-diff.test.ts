import { describe, expect, it } from 'vitest';
import { compareRevisions } from './revision-diff';

const text = (body: string) => ({ kind: 'textBlock', body });
const quote = (value: string) => ({ kind: 'quoteBlock', quote: value, author: 'Mara' });

describe('comparing two revisions', () => {
  it('names changed page fields with their old and new values, leaving out the save time', () => {
    const comparison = compareRevisions(
      { title: 'Abuot us', header: { title: 'Abuot us', kind: 'detail' }, lastUpdated: '1', blocks: [] },
      { title: 'About us', header: { title: 'About us', kind: 'detail' }, lastUpdated: '2', blocks: [] },
    );
    expect(comparison.page).toEqual([
      { path: 'title', before: 'Abuot us', after: 'About us' },
      { path: 'header.title', before: 'Abuot us', after: 'About us' },
    ]);
    expect(comparison.blocks).toEqual([]);
  });

  it('tells added, removed, moved and changed blocks apart', () => {
    const comparison = compareRevisions(
      { blocks: [text('<p>One</p>'), quote('Salt'), text('<p>Gone</p>'), { kind: 'mapBlock' }] },
      { blocks: [{ kind: 'mapBlock' }, text('<p>One</p>'), quote('Salt water'), { kind: 'htmlBlock', html: 'x' }] },
    );
    expect(comparison.blocks).toEqual([
      { change: 'unchanged', kind: 'mapBlock', before: 3, after: 0, moved: true, fields: [] },
      { change: 'unchanged', kind: 'textBlock', before: 0, after: 1, moved: false, fields: [] },
      {
        change: 'changed',
        kind: 'quoteBlock',
        before: 1,
        after: 2,
        moved: false,
        fields: [{ path: 'quote', before: 'Salt', after: 'Salt water' }],
      },
      { change: 'added', kind: 'htmlBlock', after: 3 },
      { change: 'removed', kind: 'textBlock', before: 2 },
    ]);
  });

  it('names fields inside lists by their place, and fields that are new or gone', () => {
    const comparison = compareRevisions(
      { blocks: [{ kind: 'linkListBlock', items: [{ title: 'A' }, { title: 'B' }] }] },
      { blocks: [{ kind: 'linkListBlock', items: [{ title: 'A' }], label: 'Links' }] },
    );
    expect(comparison.blocks[0]).toMatchObject({
      change: 'changed',
      fields: [
        { path: 'items[1].title', before: 'B', after: undefined },
        { path: 'label', before: undefined, after: 'Links' },
      ],
    });
  });
});
