import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row's id and kind: they name the .eml file. */
  id: number;
  kind: string;
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** `smtp` sends through the SMTP server; `folder` writes .eml files (no SMTP configured). */
  readonly mode: 'smtp' | 'folder';
  /** Hands one mail on; throws when it was not taken (the outbox tries again later). */
  send(mail: OutgoingMail): Promise<void>;
  /** Checks that the SMTP server answers and accepts the login; the problem in words, or undefined. */
  verify(): Promise<string | undefined>;
  close(): void;
}

export interface SmtpSettings {
  host: string;
  port?: number | undefined;
  secure?: boolean | undefined;
  user?: string | undefined;
  password?: string | undefined;
}

/** An SMTP server that does not answer within this long counts as a failed attempt. */
const smtpTimeoutMs = 20_000;

function messageOf(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    headers: { 'X-Zilt-Mail-Kind': mail.kind },
  };
}

/** Sends through an SMTP server (port 587 with STARTTLS unless told otherwise). */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const secure = settings.secure ?? false;
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port ?? (secure ? 465 : 587),
    secure,
    auth: settings.user !== undefined ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: smtpTimeoutMs,
    greetingTimeout: smtpTimeoutMs,
    socketTimeout: smtpTimeoutMs,
  });
  return {
    mode: 'smtp',
    async send(mail) {
      await transporter.sendMail(messageOf(mail));
    },
    async verify() {
      try {
        await transporter.verify();
        return undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Writes each mail as an .eml file (the whole message, as an SMTP server would receive it) into
 * `folder`, for a site without SMTP: an operator can open or forward them. A file appears only
 * complete (written under a temporary name, then renamed).
 */
export function folderTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'folder',
    async send(mail) {
      const info = await transporter.sendMail(messageOf(mail));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const name = `${stamp}-${mail.id}-${mail.kind}.eml`;
      const temporary = path.join(folder, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(folder, name));
    },
    async verify() {
      return undefined;
    },
    close() {
      transporter.close();
    },
  };
}
