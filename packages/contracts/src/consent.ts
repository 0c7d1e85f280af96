import { z } from 'zod';
import { languageSchema } from './common.ts';

// Cookie consent (spec §4, §9): one cookie per category with the value `yes` or `no`, plus
// `showCookies`; functional and analytical are always `yes`.

export const consentCategories = ['functional', 'analytical', 'video', 'tracking'] as const;
export type ConsentCategory = (typeof consentCategories)[number];
export const optionalConsentCategories = ['video', 'tracking'] as const satisfies readonly ConsentCategory[];

export const consentValueSchema = z.enum(['yes', 'no']);
export type ConsentValue = z.infer<typeof consentValueSchema>;

export const consentChoicesSchema = z.strictObject({
  functional: z.literal('yes'),
  analytical: z.literal('yes'),
  video: consentValueSchema,
  tracking: consentValueSchema,
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;

/** The cookie that holds each category's value, e.g. `video-cookies`. */
export function consentCookieName(category: ConsentCategory): string {
  return `${category}-cookies`;
}

/** Cookie lifetime of every consent cookie (spec §9): 1000 days. */
export const consentCookieMaxAgeSeconds = 1000 * 24 * 60 * 60;

/** The cookie that keeps the random id under which the server records the visitor's choices. */
export const consentIdCookieName = 'consent-id';
export const consentIdSchema = z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'expected 16 to 64 letters and digits');

/** `POST /api/v1/consent`: one choice, recorded as proof of consent. */
export const consentRecordRequestSchema = z.strictObject({
  choices: consentChoicesSchema,
  /** The consent text revision the visitor answered. */
  revision: z.number().int().min(1),
  language: languageSchema,
  /** How the choice was made. */
  action: z.enum(['accept-all', 'decline-all', 'save-preferences', 'media-prompt']),
});
export type ConsentRecordRequest = z.infer<typeof consentRecordRequestSchema>;

export const consentRecordResponseSchema = z.object({
  consentId: z.string(),
  recordedAt: z.string(),
});
export type ConsentRecordResponse = z.infer<typeof consentRecordResponseSchema>;

/** `no` once the visitor has chosen with the cookie bar; the bar shows until then (spec §4). */
export const showCookiesCookieName = 'showCookies';

/** The consent revision the stored choice answered (see `CONSENT_REVISION`). */
export const consentRevisionCookieName = 'consent-revision';

/** What the visitor's cookies say, read the same way by the server and the browser. */
export interface StoredConsent {
  /** The visitor chose with the cookie bar, for the current revision: the bar stays closed. */
  decided: boolean;
  video: ConsentValue;
  tracking: ConsentValue;
}

export const noStoredConsent: StoredConsent = { decided: false, video: 'no', tracking: 'no' };

const consentRevisionCookieSchema = z.coerce.number().int().min(1);

/**
 * Reads the consent cookies. A value that is not `yes`/`no` counts as absent (`no`). A choice
 * without a revision cookie predates revisions and counts as revision 1; a choice from any
 * other revision than the current one counts as no choice at all, so the bar asks again and
 * nothing optional loads until it has been answered.
 */
export function readStoredConsent(cookie: (name: string) => string | undefined, currentRevision: number): StoredConsent {
  const revisionText = cookie(consentRevisionCookieName);
  const revision = revisionText === undefined ? 1 : consentRevisionCookieSchema.safeParse(revisionText).data;
  if (revision !== currentRevision) return noStoredConsent;
  const value = (category: ConsentCategory) => consentValueSchema.safeParse(cookie(consentCookieName(category))).data ?? 'no';
  return {
    decided: cookie(showCookiesCookieName) === 'no',
    video: value('video'),
    tracking: value('tracking'),
  };
}

/** The full set of choices a stored consent stands for (functional and analytical are always yes). */
export function consentChoicesOf(consent: Pick<StoredConsent, 'video' | 'tracking'>): ConsentChoices {
  return { functional: 'yes', analytical: 'yes', video: consent.video, tracking: consent.tracking };
}
