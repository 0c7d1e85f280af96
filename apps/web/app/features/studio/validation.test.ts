import { describe, expect, it } from 'vitest';
import { blockKinds, type Block } from '@zilt/contracts/blocks';
import { blockExamples } from '@zilt/contracts/block-examples';
import { blocksToEditorData, sequentialIds, type EditorComponent, type EditorData } from './editor-data';
import { validateEditorData } from './validation';

function dataOf(...components: EditorComponent[]): EditorData {
  return { content: components, root: { props: {} } };
}

describe('validation while editing', () => {
  it('every example block is valid, so it can be published', () => {
    const data = blocksToEditorData(blockKinds.map((kind) => blockExamples[kind] as Block));
    const validation = validateEditorData(data, 'nl');
    expect([...validation.issuesByBlock]).toEqual([]);
    expect(validation.canPublish).toBe(true);
  });

  it('places each issue at its field, in Dutch by default and in English on request', () => {
    const quote: EditorComponent = {
      type: 'quoteBlock',
      props: { id: 'q1', text: 'Salt', author: 'Ann', authorDescription: '', inViewThreshold: 5 },
    };
    const dutch = validateEditorData(dataOf(quote), 'nl');
    expect(dutch.canPublish).toBe(false);
    expect(dutch.issueCount).toBe(1);
    const [issue] = dutch.issuesByBlock.get('q1') ?? [];
    expect(issue?.field).toBe('inViewThreshold');
    expect(issue?.message).toBe('Te groot: hoogstens 1.');
    const english = validateEditorData(dataOf(quote), 'en');
    expect(english.issuesByBlock.get('q1')?.[0]?.message).toBe('Too big: at most 1.');
    const tooSmall = validateEditorData(dataOf({ ...quote, props: { ...quote.props, inViewThreshold: 0 } }), 'nl');
    expect(tooSmall.issuesByBlock.get('q1')?.[0]?.message).toBe('Te klein: minstens 0,1.');
    const notANumber = validateEditorData(
      dataOf({ ...quote, props: { ...quote.props, inViewThreshold: Number.NaN } }),
      'nl',
    );
    expect(notANumber.issuesByBlock.get('q1')?.[0]?.message).toBe('Vul een getal in.');
  });

  it("names fields inside lists the way the editor does, and translates the contracts' own messages", () => {
    const team: EditorComponent = {
      type: 'teamBlock',
      props: { id: 't1', members: [{ name: 'Ann' }, { name: '' }] },
    };
    const iframe: EditorComponent = { type: 'iframeBlock', props: { id: 'i1', height: 400 } };
    const table: EditorComponent = {
      type: 'tableBlock',
      props: { id: 'tb', value: [{ value: [{ value: 'a' }, { value: 7 }] }] },
    };
    const validation = validateEditorData(dataOf(team, iframe, table), 'nl');
    expect(validation.issuesByBlock.get('t1')).toEqual([
      { field: 'members[1].name', message: 'Verplicht: vul dit in.' },
    ]);
    expect(validation.issuesByBlock.get('i1')).toEqual([
      { field: 'url', message: 'Vul een adres of een insluitcode in.' },
    ]);
    expect(validation.issuesByBlock.get('tb')?.map((issue) => issue.field)).toEqual(['value[0].value[1].value']);
  });

  it('a block inside a multiscreen or A/B test block reports its own issues, not its parent', () => {
    const data = blocksToEditorData(
      [
        {
          kind: 'multiscreenBlock',
          desktop: [{ kind: 'quoteBlock', text: 'x', author: 'y', authorDescription: '', inViewThreshold: 3 }],
          mobile: [],
        },
      ],
      sequentialIds('n'),
    );
    const validation = validateEditorData(data, 'en');
    const parent = data.content[0] as EditorComponent;
    const child = (parent.props['desktop'] as EditorComponent[])[0] as EditorComponent;
    expect(validation.issuesByBlock.has(parent.props.id)).toBe(false);
    expect(validation.issuesByBlock.get(child.props.id)?.map((issue) => issue.field)).toEqual(['inViewThreshold']);
    expect(validation.canPublish).toBe(false);
  });

  it('an A/B test variant must hold exactly one block', () => {
    const abTest = (variants: EditorComponent[][]): EditorComponent => ({
      type: 'abTestBlock',
      props: { id: 'ab', blocks: variants.map((block, index) => ({ abTestId: `v${index}`, block })) },
    });
    const text = (id: string): EditorComponent => ({ type: 'textBlock', props: { id, body: '<p>x</p>' } });
    expect(validateEditorData(dataOf(abTest([[text('a')]])), 'en').canPublish).toBe(true);
    const empty = validateEditorData(dataOf(abTest([[]])), 'en');
    expect(empty.issuesByBlock.get('ab')?.map((issue) => issue.field)).toEqual(['blocks[0].block']);
    const two = validateEditorData(dataOf(abTest([[text('a'), text('b')]])), 'nl');
    expect(two.issuesByBlock.get('ab')).toEqual([
      { field: 'blocks[0].block', message: 'Een variant bevat precies één blok.' },
    ]);
  });
});
