import { describe, expect, it } from 'vitest';
import type { AbTestVariant } from '@zilt/contracts/blocks';
import { activeVariants } from './ab-test';

const variant = (abTestId: string): AbTestVariant => ({
  abTestId,
  block: { kind: 'textBlock', body: `<p>${abTestId}</p>` },
});

describe('A/B test variants', () => {
  it('shows only the variants whose test id is exactly 1 on the window', () => {
    const variants = [variant('a'), variant('b'), variant('c'), variant('d')];
    expect(activeVariants(variants, { a: 1, b: '1', c: true }).map((v) => v.abTestId)).toEqual(['a']);
  });
  it('shows nothing when no test is switched on', () => {
    expect(activeVariants([variant('a')], {})).toEqual([]);
  });
});
