import { describe, expect, it } from 'vitest';
import { iframeHeight } from './iframe-height';

describe('iframe height', () => {
  it.each([
    [0, 500],
    [-5, 500],
    [Number.NaN, 500],
    [undefined, 500],
    [1, 1],
    [720, 720],
  ])('is %s → %s px', (height, expected) => {
    expect(iframeHeight(height)).toBe(expected);
  });
});
