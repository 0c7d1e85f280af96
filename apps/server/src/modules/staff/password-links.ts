import { staffPasswordPath } from '@zilt/contracts/staff';
import type { Database } from '../../db/client.ts';
import { queueMails } from '../mail/mail-outbox.ts';
import type { PasswordLink } from './account-service.ts';

/** The address of a one-time link: the token travels in the fragment, so no server or proxy log sees it. */
export function passwordLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${staffPasswordPath}#token=${encodeURIComponent(token)}`;
}

/** Queues the link as a mail to the staff member (through the outbox, like every mail). */
export async function queuePasswordLinkMail(
  db: Database,
  email: string,
  url: string,
  link: PasswordLink,
  purpose: 'new-account' | 'reset',
): Promise<void> {
  const until = link.expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  const intro =
    purpose === 'new-account'
      ? 'A staff account of the Zilt site was made for you. Set its password with this link'
      : 'A new password was asked for your staff account of the Zilt site. Set it with this link';
  await queueMails(db, [
    {
      kind: 'staff-password-link',
      to: email,
      subject: purpose === 'new-account' ? 'Your Zilt staff account' : 'Set a new password for your Zilt staff account',
      text: `${intro} (it works once, until ${until} UTC):\n\n${url}\n\nIf you did not expect this e-mail, tell the site's administrators.`,
    },
  ]);
}
