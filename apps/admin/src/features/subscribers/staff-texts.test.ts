import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  paymentFrequencies,
  paymentStatuses,
  recurrentPaymentStatuses,
  subscriptionKinds,
} from '@zilt/contracts/subscriber-rules';
import { supportMessageKeys, supportMessageTemplates } from '@zilt/contracts/support-messages';
import { actionGroupOf, confirmationOf, editModes, immediateChanges, isEntityChange } from './change-actions.ts';
import { serverMessageOf } from './staff-texts.ts';

// The Mini-Admin's Dutch and English texts cover every message the support change call can answer
// with and every value of the closed sets the data page shows.

interface TranslationEntry {
  language: string;
  namespace: string;
  entries: Record<string, unknown>;
}

const translations = (
  JSON.parse(readFileSync(new URL('../../../../../content/sp/translations.json', import.meta.url), 'utf8')) as {
    translations: TranslationEntry[];
  }
).translations.filter((entry) => entry.namespace === 'admin');

function textAt(entries: Record<string, unknown>, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    entries,
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the Mini-Admin's texts for the support API", () => {
  it('has the admin texts in English and Dutch', () => {
    expect(translations.map((entry) => entry.language).sort()).toEqual(['en', 'nl']);
  });

  for (const entry of translations) {
    it(`translates every message of the change call into ${entry.language}, with the same placeholders`, () => {
      for (const key of supportMessageKeys) {
        const text = textAt(entry.entries, ['data', 'serverMessages', key]);
        expect(text, key).toBeTypeOf('string');
        // Places where a country's code stands beside its name are filled by name.
        const expected = placeholders(supportMessageTemplates[key]);
        expect(placeholders(text as string), key).toEqual(expected);
      }
    });

    it(`labels every subscription kind, frequency and payment status in ${entry.language}`, () => {
      const sets: [string, readonly string[]][] = [
        ['SubscriptionKind', subscriptionKinds],
        ['PaymentFrequency', paymentFrequencies],
        ['PaymentStatus', paymentStatuses],
        ['RecurrentPaymentStatus', recurrentPaymentStatuses],
      ];
      for (const [set, values] of sets) {
        for (const value of values) {
          expect(textAt(entry.entries, ['data', 'values', set, value]), `${set}.${value}`).toBeTypeOf('string');
        }
      }
    });
  }

  it('reads the key of an answer only when it is one of ours, and keeps the English sentence beside it', () => {
    expect(
      serverMessageOf({ Ok: true, Message: 'User unblocked', MessageKey: 'UserUnblocked', MessageParameters: {} }),
    ).toEqual({ key: 'UserUnblocked', parameters: {}, text: 'User unblocked' });
    expect(serverMessageOf({ error: 'Bad Request', message: 'body field Amount: expected number' })).toEqual({
      text: 'body field Amount: expected number',
    });
    expect(serverMessageOf({ Ok: true, Message: 'New', MessageKey: 'SomethingNewer' })).toEqual({ text: 'New' });
  });
});

describe('the groups of the actions', () => {
  it('puts every change that asks the irreversible question apart, and the generic entities in their own section', () => {
    for (const kind of immediateChanges) {
      expect(actionGroupOf(kind) === 'irreversible', kind).toBe(confirmationOf(kind) === 'irreversible');
    }
    for (const mode of editModes) {
      expect(actionGroupOf(mode) === 'entities', mode).toBe(isEntityChange(mode));
      expect(actionGroupOf(mode), mode).not.toBe('irreversible');
    }
  });
});
