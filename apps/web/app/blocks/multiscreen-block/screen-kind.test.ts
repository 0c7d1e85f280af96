import { describe, expect, it } from 'vitest';
import { screenKindFor } from './screen-kind';

describe('multiscreen choice', () => {
  it.each([
    [375, 'mobile'],
    [1024, 'mobile'],
    [1025, 'desktop'],
    [1440, 'desktop'],
  ])('a window %i px wide shows the %s blocks', (width, kind) => {
    expect(screenKindFor(width)).toBe(kind);
  });
});
