import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './overview-filters';
import { widerDistanceOf } from './overview-section';

describe('a way back from an empty list', () => {
  it('offers the next wider distance than the chosen one (or the default 10 km), none at the widest', () => {
    expect(widerDistanceOf(null)).toBe(25);
    expect(widerDistanceOf('10')).toBe(25);
    expect(widerDistanceOf('30')).toBe(50);
    expect(widerDistanceOf('200')).toBe(400);
    expect(widerDistanceOf('400')).toBeNull();
  });

  it('counts the filters that narrow the list: vocabularies, postcode and type, not the words or the distance', () => {
    const options = [
      { OptionName: 'theme', OptionValues: ['Water'] },
      { OptionName: 'postcode', OptionValues: [] },
      { OptionName: 'maxDistanceKm', OptionValues: [] },
    ];
    expect(activeFilterCount(new URLSearchParams('searchQuery=salt&maxDistanceKm=25'), options)).toBe(0);
    expect(activeFilterCount(new URLSearchParams('theme=Water&postcode=1012AB&maxDistanceKm=25'), options)).toBe(2);
    expect(activeFilterCount(new URLSearchParams('type=news&theme='), [])).toBe(1);
  });
});
