import { isSupportMessageKey, type SupportMessageParameters } from '@zilt/contracts/support-messages';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../lib/api-client.ts';
import { useFormat } from '../../lib/format.ts';
import { useCountryNames } from './countries.ts';

// Texts from the server, shown in the staff's language: the change call's messages (by their key
// and parameters), values of closed sets (statuses, frequencies, kinds) and why a call failed.

/** What the change call answered, as the data page shows it. */
export interface ServerMessage {
  /** The message's key, when the server sent one the Mini-Admin knows. */
  key?: string;
  parameters?: SupportMessageParameters;
  /** The server's English sentence: shown only when the key is missing or unknown. */
  text: string;
}

/** The message of a change call's answer or refusal body, if it carries one. */
export function serverMessageOf(body: unknown): ServerMessage | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { MessageKey, MessageParameters, Message, message } = body as Record<string, unknown>;
  const text = typeof Message === 'string' ? Message : typeof message === 'string' ? message : '';
  if (!isSupportMessageKey(MessageKey)) return text ? { text } : undefined;
  const parameters =
    MessageParameters && typeof MessageParameters === 'object' ? (MessageParameters as SupportMessageParameters) : {};
  return { key: MessageKey, parameters, text };
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The closed sets of values the data page shows, each with its translated labels. */
export type ValueSet =
  | 'SubscriptionKind'
  | 'PaymentFrequency'
  | 'PaymentStatus'
  | 'RecurrentPaymentStatus'
  | 'InvoiceStatus'
  | 'Gender'
  | 'Job';

/**
 * Turns server texts into the staff's language: a message by its key (days and amounts in the
 * language's format, countries and statuses by their translated names), a value of a closed set
 * by its label (an unknown value is shown as it is), and a failed call by what went wrong.
 */
export function useStaffTexts() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const countryName = useCountryNames();

  const value = (set: ValueSet, raw: string | null | undefined): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    const key = `data.values.${set}.${raw}`;
    return i18n.exists(key) ? t(key) : raw;
  };

  const localParameters = (parameters: SupportMessageParameters): Record<string, string | number> => {
    const local: Record<string, string | number> = {};
    for (const [name, raw] of Object.entries(parameters)) {
      if (name === 'amount') local[name] = format.money(Number(raw));
      else if (name === 'status') local[name] = value('PaymentStatus', String(raw));
      else if (typeof raw === 'string' && isoDay.test(raw)) local[name] = format.date(raw);
      else local[name] = raw;
    }
    if (typeof parameters.countryCode === 'string') local.country = countryName(parameters.countryCode, local.country);
    return local;
  };

  const message = (said: ServerMessage): string => {
    const key = said.key ? `data.serverMessages.${said.key}` : undefined;
    if (key && i18n.exists(key)) return t(key, localParameters(said.parameters ?? {}));
    return said.text;
  };

  /** Why a call failed, for a failure that is not one of the change's own refusals. */
  const failure = (result: Extract<CallResult<unknown>, { ok: false }>): string => {
    if (result.status === 0) return t('data.errors.network');
    if (result.unexpected) return t('data.errors.unexpected');
    if (result.status === 401 || result.status === 403) return t('data.errors.token');
    if (result.status === 429) return t('data.errors.tooMany');
    if (result.status >= 500) return t('data.errors.server', { status: result.status });
    return t('data.errors.refused', { status: result.status });
  };

  return { value, message, failure };
}
