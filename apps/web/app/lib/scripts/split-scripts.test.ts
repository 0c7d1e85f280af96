import { describe, expect, it } from 'vitest';
import { splitScripts } from './split-scripts';

describe('editor HTML scripts', () => {
  it('takes the scripts out in order and leaves the markup', () => {
    const { markup, scripts } = splitScripts(
      '<div id="w"></div><script>window.a = 1;</script><p>x</p><SCRIPT src="/media/embeds/w.js" async></SCRIPT>',
    );
    expect(markup).toBe('<div id="w"></div><p>x</p>');
    expect(scripts).toEqual([
      { attributes: {}, code: 'window.a = 1;' },
      { attributes: { src: '/media/embeds/w.js', async: '' }, code: '' },
    ]);
  });

  it('reads quoted, single-quoted and bare attribute values', () => {
    const { scripts } = splitScripts(`<script type='module' data-x=1 src="a.js"></script>`);
    expect(scripts[0]?.attributes).toEqual({ type: 'module', 'data-x': '1', src: 'a.js' });
  });

  it('leaves HTML without scripts untouched', () => {
    expect(splitScripts('<p>plain</p>')).toEqual({ markup: '<p>plain</p>', scripts: [] });
  });
});
