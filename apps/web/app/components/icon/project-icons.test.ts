import { describe, expect, it } from 'vitest';
import { actorTypeIcon, goalIcon } from './project-icons';

describe('actorTypeIcon', () => {
  it.each([
    ['government', 'government'],
    ['Government', 'government'],
    ['knowledge-institute', 'knowledge'],
    ['Knowledge institute', 'knowledge'],
    ['private-sector', 'private'],
    ['Private', 'private'],
    ['civil-society', 'civil'],
    ['Farmers’ cooperative', 'civil'],
  ])('shows %j with the %s icon', (name, icon) => {
    expect(actorTypeIcon(name)).toBe(icon);
  });
});

describe('goalIcon', () => {
  it.each([
    ['sdg-02', 'goal-02'],
    ['sdg-17', 'goal-17'],
    ['6', 'goal-06'],
  ])('gives %j the tile %s', (id, icon) => {
    expect(goalIcon(id)).toBe(icon);
  });

  it.each(['sdg-18', 'sdg-00', 'zero-hunger'])('gives %j no tile', (id) => {
    expect(goalIcon(id)).toBeNull();
  });
});
