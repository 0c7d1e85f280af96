import type { Language } from '@zilt/contracts/common';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import { isCheckboxField } from '@zilt/contracts/form-rules';
import { newsletterConfirmPath, newsletterTokenParameter } from '@zilt/contracts/newsletter-opt-in';
import type { QueuedMail } from './mail-outbox.ts';

// The texts of the mails a submission causes, in the submission's language (the page's).

const texts = {
  en: {
    notificationSubject: (title: string) => `New submission: ${title}`,
    notificationIntro: (title: string, formId: string, when: string) =>
      `A new submission of the form "${title}" (${formId}) was sent on ${when} (Amsterdam time), from a page in English.`,
    notificationReply: 'Reply to this e-mail to answer the sender.',
    confirmationSubject: (title: string) => `Thank you: ${title}`,
    greeting: 'Hello,',
    received: (title: string) => `We received what you sent with the form "${title}".`,
    copyHeading: 'What you sent:',
    closing: 'Kind regards,\nZilt',
    yes: 'yes',
    no: 'no',
    optInSubject: 'Confirm your subscription to the Zilt newsletter',
    optInBody: (link: string, hours: number) =>
      `You (or someone who typed your address) signed up for the Zilt newsletter. Confirm your subscription with this link within ${hours} hours:\n\n${link}\n\nIf you did not sign up, ignore this e-mail: without your confirmation you are not subscribed, and the sign-up is deleted after ${hours} hours.`,
    contactTitle: 'Contact form of the agency site',
  },
  nl: {
    notificationSubject: (title: string) => `Nieuwe inzending: ${title}`,
    notificationIntro: (title: string, formId: string, when: string) =>
      `Er is een nieuwe inzending van het formulier "${title}" (${formId}) verstuurd op ${when} (Nederlandse tijd), vanaf een Nederlandstalige pagina.`,
    notificationReply: 'Beantwoord deze e-mail om de afzender te antwoorden.',
    confirmationSubject: (title: string) => `Bedankt: ${title}`,
    greeting: 'Hallo,',
    received: (title: string) => `We hebben ontvangen wat je met het formulier "${title}" hebt verstuurd.`,
    copyHeading: 'Wat je hebt verstuurd:',
    closing: 'Met vriendelijke groet,\nZilt',
    yes: 'ja',
    no: 'nee',
    optInSubject: 'Bevestig je inschrijving voor de Zilt-nieuwsbrief',
    optInBody: (link: string, hours: number) =>
      `Jij (of iemand die jouw adres intypte) hebt je ingeschreven voor de Zilt-nieuwsbrief. Bevestig je inschrijving binnen ${hours} uur met deze link:\n\n${link}\n\nHeb je je niet ingeschreven? Dan kun je deze e-mail negeren: zonder jouw bevestiging ben je niet ingeschreven, en na ${hours} uur wordt de inschrijving verwijderd.`,
    contactTitle: 'Contactformulier van de bureausite',
  },
} as const;

export function mailTexts(language: Language) {
  return texts[language];
}

/** A submission's fields as the mails list them: a label and a readable value each. */
export interface MailField {
  label: string;
  value: string;
}

/** The fields of a provider form's submission, in the form's order, with option labels and yes/no. */
export function providerMailFields(
  definition: FormDefinition,
  language: Language,
  values: Record<string, string>,
): MailField[] {
  const words = texts[language];
  return definition.fields.map((field) => {
    const value = values[field.name] ?? '';
    const option = field.options?.find((candidate) => candidate.value === value);
    const shown = isCheckboxField(field.type)
      ? value === 'true'
        ? words.yes
        : words.no
      : (option?.label[language] ?? value);
    return { label: field.label[language], value: shown };
  });
}

function listed(fields: readonly MailField[]): string {
  return fields
    .map((field) => `${field.label}: ${field.value.includes('\n') ? `\n${field.value}` : field.value}`)
    .join('\n');
}

function amsterdamTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(at);
}

export interface SubmissionMailInput {
  formId: string;
  title: string;
  language: Language;
  submissionId: number;
  submittedAt: Date;
  fields: readonly MailField[];
  /** The staff's address; no notification without it. */
  notifyTo?: string | undefined;
  /** The sender's address (their e-mail field); no confirmation without it. */
  senderEmail?: string | undefined;
  /** What the confirmation says beyond the copy (the form's own thank-you message). */
  thankYou?: string | undefined;
  /** Sends no confirmation: the newsletter confirmation link is the sender's mail. */
  skipConfirmation?: boolean;
}

/** The staff's notification (reply goes to the sender) and the sender's confirmation with a copy. */
export function submissionMails(input: SubmissionMailInput): QueuedMail[] {
  const words = texts[input.language];
  const mails: QueuedMail[] = [];
  if (input.notifyTo) {
    const intro = words.notificationIntro(input.title, input.formId, amsterdamTime(input.submittedAt, input.language));
    mails.push({
      kind: 'notification',
      to: input.notifyTo,
      replyTo: input.senderEmail,
      subject: words.notificationSubject(input.title),
      text: [intro, listed(input.fields), ...(input.senderEmail ? [words.notificationReply] : [])].join('\n\n'),
      submissionId: input.submissionId,
    });
  }
  if (input.senderEmail && !input.skipConfirmation) {
    mails.push({
      kind: 'confirmation',
      to: input.senderEmail,
      subject: words.confirmationSubject(input.title),
      text: [
        words.greeting,
        [words.received(input.title), input.thankYou].filter(Boolean).join(' '),
        `${words.copyHeading}\n${listed(input.fields)}`,
        words.closing,
      ].join('\n\n'),
      submissionId: input.submissionId,
    });
  }
  return mails;
}

/** The newsletter confirmation link's mail. */
export function newsletterOptInMail(input: {
  to: string;
  language: Language;
  siteUrl: string;
  token: string;
  confirmHours: number;
  submissionId: number;
}): QueuedMail {
  const words = texts[input.language];
  const link = `${input.siteUrl}${newsletterConfirmPath(input.language)}?${newsletterTokenParameter}=${input.token}`;
  return {
    kind: 'newsletter-opt-in',
    to: input.to,
    subject: words.optInSubject,
    text: [words.greeting, words.optInBody(link, input.confirmHours), words.closing].join('\n\n'),
    submissionId: input.submissionId,
  };
}
