import { describe, expect, it } from 'vitest';
import { linkGridIconName } from './link-grid-icon';

describe('link grid icons', () => {
  it.each([
    ['1', 'innovate'],
    ['icon1', 'innovate'],
    ['2', 'leader'],
    ['icon2', 'leader'],
    ['3', 'insights'],
  ])('maps %s to the %s icon', (icon, name) => {
    expect(linkGridIconName(icon)).toBe(name);
  });

  it.each([[undefined], [''], ['4'], ['icon3'], ['toString']])('shows no icon for %s', (icon) => {
    expect(linkGridIconName(icon)).toBeUndefined();
  });
});
