import { z } from 'zod';
import { databaseInteger } from './text.ts';
import { languageSchema } from './common.ts';
import { consentValues, type ConsentChoices } from './consent-rules.ts';

// Schemas of cookie consent for the API; the zod-free rules (cookie names, reading stored
// consent) are in consent-rules.ts and re-exported here.
export * from './consent-rules.ts';

export const consentValueSchema = z.enum(consentValues);

export const consentChoicesSchema = z.strictObject({
  functional: z.literal('yes'),
  analytical: z.literal('yes'),
  video: consentValueSchema,
  tracking: consentValueSchema,
}) satisfies z.ZodType<ConsentChoices>;

export const consentIdSchema = z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'expected 16 to 64 letters and digits');

/** `POST /api/v1/consent`: one choice, recorded as proof of consent. */
export const consentRecordRequestSchema = z.strictObject({
  choices: consentChoicesSchema,
  /** The consent text revision the visitor answered. */
  revision: databaseInteger().min(1),
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
