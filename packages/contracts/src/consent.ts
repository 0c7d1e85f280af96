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
