import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the listener took, parsed. */
export interface ReceivedMail {
  to: string;
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  kind: string;
}

export interface SmtpListener {
  port: number;
  received: ReceivedMail[];
  /** Attempts the listener refused so far. */
  refused: number;
  /** Refuse the next `count` mails with a temporary failure (451), as an SMTP server in trouble does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function addressText(value: ParsedMail['to'] | ParsedMail['replyTo']): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(', ');
}

/**
 * A local stand-in for an SMTP server (the `smtp-server` package): no TLS, no login, every mail
 * parsed and kept; it can be told to refuse the next mails.
 */
export async function startSmtpListener(): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  const listener: SmtpListener = {
    port: 0,
    received,
    refused: 0,
    refuseNext(count) {
      toRefuse = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            listener.refused += 1;
            const error = Object.assign(new Error('Try again later: the mailbox is busy'), { responseCode: 451 });
            callback(error);
            return;
          }
          received.push({
            to: addressText(mail.to),
            from: addressText(mail.from),
            replyTo: addressText(mail.replyTo),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            kind: String(mail.headers.get('x-zilt-mail-kind') ?? ''),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  listener.port = (server.server.address() as AddressInfo).port;
  return listener;
}
