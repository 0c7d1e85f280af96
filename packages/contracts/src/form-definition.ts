import { z } from 'zod';
import { contactFormId } from './contact-form.ts';
import { isEmailAddress } from './field-rules.ts';
import { formIdSchema } from './form-id.ts';
import { formAutocompleteTokens, formFieldTypes, isCheckboxField } from './form-rules.ts';
import { languageSchema } from './common.ts';
import { shortText, text } from './text.ts';

// A form of our own form provider, as content: its fields with labels in both languages, what
// the visitor sees after sending, and where each submission is forwarded. Content packages
// carry forms in their `forms` section.

/** An event's key: the slug of its page in English (`events/open-day-kamperland-2027`). */
export const eventKeySchema = text(200).regex(/^[a-z0-9][a-z0-9/_-]*$/, 'expected an event key (a page slug)');

const localizedTextSchema = z.strictObject({ en: text(2000).min(1), nl: text(2000).min(1) });

/** Field names appear in HTML ids and CSV headers: letters, digits, `-` and `_`, starting with a letter. */
const identifierPattern = /^[A-Za-z][A-Za-z0-9_-]*$/;
export { formIdSchema };

/** A link's address: a path of the site or an https:// address. */
const linkAddress = text(2000).regex(/^(\/|https:\/\/)/, 'expected a path (/…) or an https:// address');

export const formFieldSchema = z
  .strictObject({
    name: text(64).regex(identifierPattern, 'expected letters, digits, "-" and "_", starting with a letter'),
    type: z.enum(formFieldTypes),
    label: localizedTextSchema,
    required: z.boolean().default(false),
    options: z
      .array(z.strictObject({ value: text(200).min(1), label: localizedTextSchema }))
      .min(1)
      .max(100)
      .optional(),
    maxLength: z.number().int().min(1).max(10_000).optional(),
    /** The browser's autofill token (WCAG 1.3.5) when the type alone does not say what the value is. */
    autocomplete: z.enum(formAutocompleteTokens).optional(),
    /** A link in the label: where `text` occurs in the label it becomes the link, else it follows. */
    link: z
      .strictObject({
        text: localizedTextSchema,
        url: z.strictObject({ en: linkAddress, nl: linkAddress }),
      })
      .optional(),
  })
  .superRefine((field, context) => {
    const hasChoices = field.type === 'select' || field.type === 'radio';
    if (hasChoices && !field.options) {
      context.addIssue({ code: 'custom', path: ['options'], message: `a ${field.type} field needs options` });
    } else if (!hasChoices && field.options) {
      context.addIssue({ code: 'custom', path: ['options'], message: `a ${field.type} field has no options` });
    }
    if (isCheckboxField(field.type) && field.maxLength !== undefined) {
      context.addIssue({ code: 'custom', path: ['maxLength'], message: `a ${field.type} field has no length` });
    }
  });

/** After sending: a message in the page's language, or another page. */
export const formConfirmationSchema = z.union([
  z.strictObject({ message: localizedTextSchema }),
  z.strictObject({ redirectUrl: text(2000).regex(/^(\/|https:\/\/)/, 'expected a path (/…) or an https:// address') }),
]);

export const formDefinitionSchema = z
  .strictObject({
    id: formIdSchema.refine((id) => id !== contactFormId, `"${contactFormId}" is the agency site's contact form`),
    title: localizedTextSchema,
    /** The HubSpot-style block finds the form by this portal id and the form's id. */
    portalId: shortText().min(1).optional(),
    fields: z.array(formFieldSchema).min(1).max(100),
    submitLabel: localizedTextSchema,
    confirmation: formConfirmationSchema,
    /** Every submission is announced by e-mail to this address (the inbox of the people who answer it). */
    notifyEmail: text(254).refine(isEmailAddress, 'expected an e-mail address').optional(),
    /**
     * The form signs its sender up for the newsletter, confirmed only by the link mailed to the
     * address they gave (double opt-in); with `checkboxField`, only when that checkbox is ticked.
     */
    newsletterOptIn: z
      .strictObject({
        checkboxField: text(64)
          .regex(identifierPattern, 'expected letters, digits, "-" and "_", starting with a letter')
          .optional(),
      })
      .optional(),
    /**
     * A registration: one address registers once (per event, when the form is an event's
     * registration); a second submission with the same e-mail address is answered kindly and
     * not stored again.
     */
    oneEntryPerAddress: z.boolean().optional(),
    /** Every submission is forwarded here (POST, JSON), retried until it is taken. */
    webhookUrl: z
      .url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' })
      .max(2000)
      .optional(),
  })
  .superRefine((form, context) => {
    const seen = new Set<string>();
    form.fields.forEach((field, index) => {
      if (seen.has(field.name)) {
        context.addIssue({
          code: 'custom',
          path: ['fields', index, 'name'],
          message: `duplicate field "${field.name}"`,
        });
      }
      seen.add(field.name);
    });
    if (form.newsletterOptIn) {
      if (!form.fields.some((field) => field.type === 'email')) {
        context.addIssue({
          code: 'custom',
          path: ['newsletterOptIn'],
          message: 'a newsletter sign-up needs an email field to mail the confirmation link to',
        });
      }
      const checkbox = form.newsletterOptIn.checkboxField;
      if (
        checkbox !== undefined &&
        !form.fields.some((field) => field.name === checkbox && field.type === 'checkbox')
      ) {
        context.addIssue({
          code: 'custom',
          path: ['newsletterOptIn', 'checkboxField'],
          message: `"${checkbox}" is not a checkbox field of this form`,
        });
      }
    }
  });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** `POST /api/v1/forms/{formId}/submissions`: the values by field name, and the spam checks' part. */
export const formSubmissionRequestSchema = z.object({
  language: languageSchema.default('en'),
  fields: z
    .record(z.string().max(64), z.union([text(20_000), z.boolean()]))
    .refine((fields) => Object.keys(fields).length <= 200, 'at most 200 fields'),
  /** A field people never see: a value in it marks the submission as spam. */
  website: text(2000).optional(),
  /**
   * Milliseconds between the visitor's first interaction with the form (a key, a click, a
   * focus, or the browser filling it in) and its sending, as the browser measured them.
   */
  fillMs: z.number().int().min(0).max(1_000_000_000).optional(),
  /** The event the form registers for, when it is an event's registration (its key). */
  event: eventKeySchema.optional(),
});
export type FormSubmissionRequest = z.infer<typeof formSubmissionRequestSchema>;

/**
 * The answer to a second registration of one address (for the same event): a message in the
 * submission's language; nothing new is stored.
 */
export const formSubmissionDuplicateSchema = z.object({
  error: z.string(),
  message: z.string(),
  duplicate: z.literal(true),
});

export const formSubmissionResponseSchema = z.object({
  id: z.number().int(),
  submittedAt: z.string(),
});

/** A refused submission: the message of each field's problem, in the submission's language. */
export const formSubmissionProblemsSchema = z.object({
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()),
});

export const getFormResponseSchema = z.object({ html: z.string() });
export type GetFormResponse = z.infer<typeof getFormResponseSchema>;

/** A stored submission, as support staff list it. */
export const storedFormSubmissionSchema = z.object({
  id: z.number().int(),
  formId: z.string(),
  language: z.string(),
  submittedAt: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The event a registration was sent for (its key). */
  event: z.string().optional(),
});
export type StoredFormSubmission = z.infer<typeof storedFormSubmissionSchema>;

export const formSubmissionListQuerySchema = z.object({
  formId: formIdSchema.optional(),
  /** Only submissions from this day on (`YYYY-MM-DD`). */
  from: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  /** Submissions older than this id (for the next page). */
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const formSubmissionExportQuerySchema = z.object({
  formId: formIdSchema,
  from: z.iso.date().optional(),
});
