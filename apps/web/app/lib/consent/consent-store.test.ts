import { describe, expect, it } from 'vitest';
import type { StoredConsent } from '@zilt/contracts/consent';
import { createConsentStore, type ConsentEffects } from './consent-store';

function fakeEffects() {
  const log = {
    cookies: [] as string[],
    records: [] as unknown[],
    updates: [] as string[],
    events: [] as { event: string; data: Record<string, string | number> }[],
    tagManager: [] as string[],
    reloads: 0,
  };
  const effects: ConsentEffects = {
    writeCookie: (assignment) => log.cookies.push(assignment.split(';')[0] ?? ''),
    record: (body) => log.records.push(body),
    consentUpdate: (tracking) => log.updates.push(tracking),
    track: (event, data) => log.events.push({ event, data }),
    loadTagManager: (id) => log.tagManager.push(id),
    reload: () => (log.reloads += 1),
    secure: () => false,
  };
  return { log, effects };
}

const fresh: StoredConsent = { decided: false, video: 'no', tracking: 'no' };
const settings = { revision: 2, language: 'nl' as const, tagManagerId: null };

describe('consent store', () => {
  it('Accept all stores yes for everything, hides the bar, records and reports without reloading', () => {
    const { log, effects } = fakeEffects();
    const store = createConsentStore(fresh, { ...settings, tagManagerId: 'GTM-TEST123' }, effects);
    expect(store.getSnapshot().barOpen).toBe(true);
    expect(store.choose('accept-all')).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ decided: true, video: 'yes', tracking: 'yes', barOpen: false });
    expect(log.cookies).toEqual([
      'functional-cookies=yes',
      'analytical-cookies=yes',
      'video-cookies=yes',
      'tracking-cookies=yes',
      'showCookies=no',
      'consent-revision=2',
    ]);
    expect(log.updates).toEqual(['yes']);
    expect(log.events).toEqual([
      {
        event: 'cookie_accept_all',
        data: {
          consent_functional: 'yes',
          consent_analytical: 'yes',
          consent_video: 'yes',
          consent_tracking: 'yes',
          consent_revision: 2,
        },
      },
    ]);
    expect(log.records).toEqual([
      {
        choices: { functional: 'yes', analytical: 'yes', video: 'yes', tracking: 'yes' },
        revision: 2,
        language: 'nl',
        action: 'accept-all',
      },
    ]);
    expect(log.tagManager).toEqual(['GTM-TEST123']);
    expect(log.reloads).toBe(0);
  });

  it('Decline all stores no for the optional categories and always reloads', () => {
    const { log, effects } = fakeEffects();
    const store = createConsentStore(fresh, settings, effects);
    expect(store.choose('decline-all')).toBe(true);
    expect(log.reloads).toBe(1);
    expect(log.cookies).toContain('video-cookies=no');
    expect(log.cookies).toContain('tracking-cookies=no');
    expect(log.events[0]?.event).toBe('cookie_decline_all');
    expect(log.tagManager).toEqual([]);
  });

  it('Save preferences reloads only when a category went from yes to no', () => {
    const adding = fakeEffects();
    const first = createConsentStore(fresh, settings, adding.effects);
    expect(first.choose('save-preferences', { video: 'yes', tracking: 'no' })).toBe(false);
    expect(adding.log.reloads).toBe(0);
    expect(adding.log.events[0]).toMatchObject({
      event: 'cookie_save_preferences',
      data: { consent_video: 'yes', consent_tracking: 'no' },
    });

    const withdrawing = fakeEffects();
    const second = createConsentStore({ decided: true, video: 'yes', tracking: 'yes' }, settings, withdrawing.effects);
    second.reopenBar();
    expect(second.choose('save-preferences', { video: 'yes', tracking: 'no' })).toBe(true);
    expect(withdrawing.log.reloads).toBe(1);
    expect(second.getSnapshot().barOpen).toBe(false);
  });

  it('a media prompt allows video without answering the bar, and without reloading', () => {
    const { log, effects } = fakeEffects();
    const store = createConsentStore(fresh, settings, effects);
    let notified = 0;
    store.subscribe(() => (notified += 1));
    expect(store.choose('media-prompt')).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ decided: false, video: 'yes', tracking: 'no', barOpen: true });
    expect(notified).toBe(1);
    expect(log.cookies).toContain('showCookies=yes');
    expect(log.events).toEqual([]);
    expect(log.records).toEqual([
      expect.objectContaining({ action: 'media-prompt', choices: expect.objectContaining({ video: 'yes' }) }),
    ]);
  });

  it('the cookie block reopens a closed bar', () => {
    const { effects } = fakeEffects();
    const store = createConsentStore({ decided: true, video: 'no', tracking: 'no' }, settings, effects);
    expect(store.getSnapshot().barOpen).toBe(false);
    store.reopenBar();
    expect(store.getSnapshot()).toMatchObject({ barOpen: true, reopened: true });
  });
});
