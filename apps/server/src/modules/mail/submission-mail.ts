import { contactFormFields, contactTranslationNamespace } from '@zilt/contracts/contact-form';
import type { Language } from '@zilt/contracts/common';
import type { FormDefinition, StoredFormSubmission } from '@zilt/contracts/form-definition';
import type { TranslationResources } from '@zilt/contracts/translations';
import type { Database } from '../../db/client.ts';
import { queueMails } from './mail-outbox.ts';
import {
  mailTexts,
  newsletterOptInMail,
  providerMailFields,
  submissionMails,
  type MailField,
} from './mail-messages.ts';
import type { NewsletterSignUps } from './newsletter-sign-ups.ts';

export interface SubmissionMailOptions {
  newsletter: NewsletterSignUps;
  /** Where the agency site's contact messages are announced. */
  contactNotifyTo: string;
  /** The site's public origin for links in mails; unset, the origin the submission was sent to. */
  siteUrl?: string | undefined;
}

/** One accepted submission, as the mails need it. */
export interface AcceptedSubmission {
  stored: StoredFormSubmission;
  /** The provider form's definition; undefined for the agency site's contact form. */
  definition: FormDefinition | undefined;
  language: Language;
  values: Record<string, string>;
  /** The origin the form was sent to (`https://host`), for links when no SITE_URL is set. */
  requestOrigin: string;
  /** The site's translations: the contact form's labels and thank-you text. */
  translations: TranslationResources;
}

function contactFields(language: Language, values: Record<string, string>, translations: TranslationResources) {
  const labels =
    translations[language]?.[contactTranslationNamespace] ?? translations.en?.[contactTranslationNamespace];
  const fields: MailField[] = contactFormFields.map((name) => {
    const label = labels?.[name];
    return { label: typeof label === 'string' ? label : name, value: values[name] ?? '' };
  });
  const thankYou = labels?.['thankYouText'];
  return { fields, thankYou: typeof thankYou === 'string' ? thankYou : undefined };
}

/** Whether this submission signs its sender up for the newsletter (the form's rule, and its checkbox). */
function signsUpForNewsletter(definition: FormDefinition | undefined, values: Record<string, string>): boolean {
  const optIn = definition?.newsletterOptIn;
  if (!optIn) return false;
  return optIn.checkboxField === undefined || values[optIn.checkboxField] === 'true';
}

/**
 * Queues the mails of an accepted submission, inside the transaction that stores it: the staff's
 * notification, the sender's confirmation in the page's language, and, for a newsletter sign-up,
 * the confirmation link (the sign-up is recorded unconfirmed). A form whose only purpose is the
 * newsletter sends the link instead of a confirmation.
 */
export function createSubmissionMail(options: SubmissionMailOptions) {
  return {
    async queue(tx: Database, submission: AcceptedSubmission): Promise<void> {
      const { stored, definition, language, values } = submission;
      const submittedAt = new Date(stored.submittedAt);
      const emailField = definition?.fields.find((field) => field.type === 'email')?.name ?? 'email';
      const senderEmail = values[emailField] ? values[emailField] : undefined;
      const common = { formId: stored.formId, language, submissionId: stored.id, submittedAt, senderEmail };
      const newsletterOnly =
        definition?.newsletterOptIn !== undefined && definition.newsletterOptIn.checkboxField === undefined;
      const mails = definition
        ? submissionMails({
            ...common,
            title: definition.title[language],
            fields: providerMailFields(definition, language, values),
            notifyTo: definition.notifyEmail,
            thankYou: 'message' in definition.confirmation ? definition.confirmation.message[language] : undefined,
            skipConfirmation: newsletterOnly,
          })
        : submissionMails({
            ...common,
            title: mailTexts(language).contactTitle,
            ...contactFields(language, values, submission.translations),
            notifyTo: options.contactNotifyTo,
          });
      if (senderEmail && signsUpForNewsletter(definition, values)) {
        const { token } = await options.newsletter.signUp(tx, {
          email: senderEmail,
          language,
          formId: stored.formId,
          submissionId: stored.id,
        });
        mails.push(
          newsletterOptInMail({
            to: senderEmail,
            language,
            siteUrl: options.siteUrl ?? submission.requestOrigin,
            token,
            confirmHours: options.newsletter.confirmHours,
            submissionId: stored.id,
          }),
        );
      }
      await queueMails(tx, mails);
    },
  };
}

export type SubmissionMail = ReturnType<typeof createSubmissionMail>;
