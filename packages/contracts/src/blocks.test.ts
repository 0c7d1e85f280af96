import { describe, expect, it } from 'vitest';
import { blockExamples } from './block-examples.ts';
import { blockKinds, blockSchema, isBlockKind, type BlockKind } from './blocks.ts';
import { parseWith } from './issues.ts';

// For each kind: a broken variant of its example and the problem it must report.
const brokenBlocks: { [K in BlockKind]: { block: unknown; problem: string } } = {
  contactBlock: {
    block: { ...blockExamples.contactBlock, hasPersonEmail: 'yes' },
    problem: 'hasPersonEmail: expected boolean, received string',
  },
  contactGridBlock: {
    block: { ...blockExamples.contactGridBlock, items: [{ personName: 'Only a name' }] },
    problem: 'items[0].personFunction: required',
  },
  ctaWithBgColourBlock: {
    block: { ...blockExamples.ctaWithBgColourBlock, bgColour: 'red' },
    problem: 'bgColour: expected one of "darkblue", "light", received "red"',
  },
  downloadBlock: {
    block: { ...blockExamples.downloadBlock, items: [{ key: 'a', title: 'A', text: '', fileName: 'a.pdf' }] },
    problem: 'items[0].fileUrl: required',
  },
  linkListBlock: {
    block: {
      kind: 'linkListBlock',
      items: [
        {
          key: 'a',
          link: { url: '/a', title: 'A' },
          subTitle: '',
          items: [{ key: 'b', link: { url: '/b' }, subTitle: '' }],
        },
      ],
    },
    problem: 'items[0].items[0].link.title: required',
  },
  logoWallBlock: {
    block: { kind: 'logoWallBlock', items: [{ name: 'Partner', logo: '/logo.svg' }] },
    problem: 'items[0].logo: expected object, received string',
  },
  mediaBlock: {
    block: { kind: 'mediaBlock', item: { type: 'image', caption: 'No image' } },
    problem: 'item.image: required for an image item',
  },
  galleryBlock: {
    block: { kind: 'galleryBlock', items: [{ type: 'audio', url: '/a.mp3' }] },
    problem: 'items[0].type: expected one of "image", "video", received "audio"',
  },
  expandableBlock: {
    block: {
      kind: 'expandableBlock',
      expandableItems: [{ title: 'Q', nestedBlocks: [{ kind: 'tableNested', value: [] }] }],
    },
    problem: 'expandableItems[0].nestedBlocks[0].kind: unknown nested block kind "tableNested"',
  },
  readMoreBlock: {
    block: { ...blockExamples.readMoreBlock, nestedBlocks: [{ kind: 'textNested', body: '<p>x</p>' }] },
    problem: 'nestedBlocks[0].index: required',
  },
  factsAndFiguresBlock: {
    block: { kind: 'factsAndFiguresBlock', items: [{ key: 'a', value: 140, description: 'projects' }] },
    problem: 'items[0].value: expected string, received number',
  },
  featuredContentBlock: {
    block: { ...blockExamples.featuredContentBlock, imageDirection: 'top' },
    problem: 'imageDirection: expected one of "left", "right", received "top"',
  },
  formstackBlock: {
    block: { kind: 'formstackBlock', formId: '' },
    problem: 'formId: must not be empty',
  },
  hubspotBlock: {
    block: { kind: 'hubspotBlock', inputfields: { portalId: '1', formID: '2' } },
    problem: 'inputfields.portalID: required',
  },
  linkGridBlock: {
    block: { kind: 'linkGridBlock', variant: 'cards', items: [] },
    problem: 'variant: expected one of "text", "image", "icon", received "cards"',
  },
  iframeBlock: {
    block: { kind: 'iframeBlock', height: 400 },
    problem: 'url: a url or an embedCode is required',
  },
  imageTextBlock: {
    block: { kind: 'imageTextBlock', imageDirection: 'left' },
    problem: 'body: required',
  },
  quoteBlock: {
    block: { kind: 'quoteBlock', text: 'Salt!', author: 'Zilt' },
    problem: 'authorDescription: required',
  },
  recentNewsBlock: {
    block: {
      kind: 'recentNewsBlock',
      items: [{ title: 'News', link: { url: '/n', title: 'News' }, date: '14 March 2025' }],
    },
    problem: 'items[0].date: expected ISO date, e.g. 2025-01-31 or 2025-01-31T09:30:00Z',
  },
  tableBlock: {
    block: {
      kind: 'tableBlock',
      value: [
        ['Variety', 'Yield'],
        ['Met', 45],
      ],
    },
    problem: 'value[1][1]: expected string, received number',
  },
  teamBlock: {
    block: { kind: 'teamBlock', members: [{ name: '' }] },
    problem: 'members[0].name: must not be empty',
  },
  textBlock: {
    block: { kind: 'textBlock', text: '<p>Wrong field name</p>' },
    problem: 'body: required',
  },
  htmlBlock: {
    block: { kind: 'htmlBlock', html: '<div></div>' },
    problem: 'html: unknown field',
  },
  cookieBlock: {
    block: { kind: 'cookieBlock', showPrimary: 'true' },
    problem: 'showPrimary: expected boolean, received string',
  },
  multiscreenBlock: {
    block: { kind: 'multiscreenBlock', desktop: [{ kind: 'textBlock', body: 1 }], mobile: [] },
    problem: 'desktop[0].body: expected string, received number',
  },
  abTestBlock: {
    block: { kind: 'abTestBlock', blocks: [{ abTestId: 'a', block: { kind: 'carousel' } }] },
    problem: 'blocks[0].block.kind: unknown block kind "carousel"',
  },
  mapBlock: {
    block: { kind: 'mapBlock', theme: 'ochre' },
    problem: 'theme: expected one of "action-area", "international-secretariat", received "ochre"',
  },
};

describe('block schemas', () => {
  it('list every block kind once, in the union and in blockKinds', () => {
    expect(new Set(blockKinds).size).toBe(27);
    const unionKinds = blockSchema.options.map((option) => option.shape.kind.value);
    expect([...unionKinds].sort()).toEqual([...blockKinds].sort());
  });

  describe.each(blockKinds)('%s', (kind) => {
    it('accepts a realistic example unchanged', () => {
      const result = parseWith(blockSchema, blockExamples[kind]);
      expect(result).toEqual({ ok: true, value: blockExamples[kind] });
    });

    it('rejects a broken one with a problem that names the field', () => {
      const result = parseWith(blockSchema, brokenBlocks[kind].block);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.problems).toContain(brokenBlocks[kind].problem);
    });
  });

  it('reports an unknown kind by name at the kind field', () => {
    expect(parseWith(blockSchema, { kind: 'carouselBlock', title: 'Slides' })).toEqual({
      ok: false,
      problems: ['kind: unknown block kind "carouselBlock"'],
    });
  });

  it('reports a block without a kind as a missing kind', () => {
    expect(parseWith(blockSchema, { body: '<p>x</p>' })).toEqual({ ok: false, problems: ['kind: required'] });
  });

  it('reports a misspelt common field instead of dropping it', () => {
    expect(parseWith(blockSchema, { kind: 'textBlock', body: '', anchortitle: 'intro' })).toEqual({
      ok: false,
      problems: ['anchortitle: unknown field'],
    });
  });

  it('accepts an in-view threshold between 0.1 and 1 and rejects one outside', () => {
    expect(parseWith(blockSchema, { kind: 'textBlock', body: '', inViewThreshold: 0.75 }).ok).toBe(true);
    expect(parseWith(blockSchema, { kind: 'textBlock', body: '', inViewThreshold: 1.5 })).toEqual({
      ok: false,
      problems: ['inViewThreshold: must be at most 1'],
    });
  });

  it('accepts links and buttons whose url and title are empty strings', () => {
    const block = { kind: 'textBlock', body: '', showPrimary: false, primaryAction: { url: '', title: '' } };
    expect(parseWith(blockSchema, block).ok).toBe(true);
  });

  it('accepts blocks nested in multiscreen and A/B test blocks to any depth', () => {
    const block = {
      kind: 'multiscreenBlock',
      desktop: [blockExamples.abTestBlock],
      mobile: [{ kind: 'multiscreenBlock', desktop: [], mobile: [blockExamples.mapBlock] }],
    };
    expect(parseWith(blockSchema, block)).toEqual({ ok: true, value: block });
  });

  it('accepts an iframe given only inline embed code', () => {
    expect(parseWith(blockSchema, { kind: 'iframeBlock', embedCode: '<iframe src="/x"></iframe>', height: 0 }).ok).toBe(
      true,
    );
  });

  it('accepts a table given as ready HTML', () => {
    const block = {
      kind: 'tableBlock',
      value: [],
      processedTable: { html: '<table><tr><td>1</td></tr></table>' },
      caption: 'Yields',
    };
    expect(parseWith(blockSchema, block).ok).toBe(true);
  });

  it('tells block kinds from other strings', () => {
    expect(isBlockKind('mapBlock')).toBe(true);
    expect(isBlockKind('mapblock')).toBe(false);
    expect(isBlockKind(undefined)).toBe(false);
  });
});
