import { describe, expect, it } from 'vitest';
import { visibleAction } from './header-buttons';

const link = { url: '/en/approach', title: 'Our approach' };

describe('visibleAction', () => {
  it('shows a button whose flag is set and whose link has title and url', () => {
    expect(visibleAction(true, link)).toEqual(link);
  });

  it('hides a button whose flag is off or missing', () => {
    expect(visibleAction(false, link)).toBeNull();
    expect(visibleAction(undefined, link)).toBeNull();
  });

  it('hides a button whose link lacks a title or a url', () => {
    expect(visibleAction(true, { url: '', title: 'Our approach' })).toBeNull();
    expect(visibleAction(true, { url: '/en/approach', title: ' ' })).toBeNull();
    expect(visibleAction(true, undefined)).toBeNull();
  });
});
