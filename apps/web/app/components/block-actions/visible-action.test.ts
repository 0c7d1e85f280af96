import { describe, expect, it } from 'vitest';
import { visibleAction } from './visible-action';

describe('visibleAction', () => {
  const link = { url: '/en/partners', title: 'Become a partner' };

  it('shows a button when its flag is set and its link has a title and a url', () => {
    expect(visibleAction(true, link)).toBe(link);
  });

  it.each([
    ['the flag is not set', undefined, link],
    ['the flag is off', false, link],
    ['there is no link', true, undefined],
    ['the title is empty', true, { url: '/en/partners', title: ' ' }],
    ['the url is empty', true, { url: '', title: 'Become a partner' }],
  ])('shows no button when %s', (_case, show, action) => {
    expect(visibleAction(show, action)).toBeUndefined();
  });
});
