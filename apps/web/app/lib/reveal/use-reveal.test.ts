import { describe, expect, it } from 'vitest';
import { effectiveThreshold } from './use-reveal';

describe('reveal threshold', () => {
  it('keeps the configured share for blocks that fit the viewport', () => {
    expect(effectiveThreshold(0.1, 400, 800)).toBe(0.1);
    expect(effectiveThreshold(0.75, 400, 800)).toBe(0.75);
  });
  it('clamps the configured share between 0.1 and 1', () => {
    expect(effectiveThreshold(0, 400, 800)).toBe(0.1);
    expect(effectiveThreshold(3, 100, 800)).toBe(1);
  });
  it('lowers a share that a block taller than the viewport could never reach', () => {
    expect(effectiveThreshold(0.75, 2000, 800)).toBeCloseTo(0.36);
  });
});
