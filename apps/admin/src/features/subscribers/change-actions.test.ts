import { describe, expect, it } from 'vitest';
import { entityChangeKinds, userChangeKinds } from '@zilt/contracts/support-api';
import { confirmationOf, editModes, fieldsOf, immediateChanges, isOffered } from './change-actions.ts';

// Every change kind of the contract has an answer in each of the data page's decisions; the
// type check makes a new kind fail to compile until each switch names it.

describe('the change actions', () => {
  it('gives every edit mode its form fields; entity changes ask for their store', () => {
    for (const mode of editModes) expect(fieldsOf(mode).length).toBeGreaterThan(0);
    expect(fieldsOf('CreateB').map((field) => field.name)).toEqual(['SaveTo']);
    expect(fieldsOf('UpdateC').map((field) => field.name)).toEqual(['guid', 'SaveTo']);
    expect(fieldsOf('DeleteA').map((field) => field.name)).toEqual(['guid', 'SaveTo']);
    expect(fieldsOf('UnlinkAB').map((field) => field.name)).toEqual(['AId', 'BId', 'SaveTo']);
    expect(fieldsOf('LinkBC').map((field) => field.name)).toEqual(['BId', 'CId', 'SaveTo']);
  });

  it('asks a plain question before blocking and unblocking, and warns before every other one-click change', () => {
    expect(immediateChanges.filter((kind) => confirmationOf(kind) === 'plain')).toEqual(['Block', 'Unblock']);
  });

  it('offers entity changes always and user changes only for a loaded user', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    for (const kind of entityChangeKinds) expect(isOffered(kind, undefined, now)).toBe(true);
    for (const kind of userChangeKinds) expect(isOffered(kind, undefined, now)).toBe(false);
  });
});
