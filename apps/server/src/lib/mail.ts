import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The text holds a link that lets its holder in (an invitation): the development log names the mail, not its text. */
  secret?: boolean;
}

export interface Mailer {
  /**
   * Queues a message and returns at once: a request never waits for (or reveals through its timing)
   * whether a mail was sent. Delivery failures are logged.
   */
  send(message: MailMessage): void;
  /** Resolves when every queued message has been handled (tests, shutdown). */
  drain(): Promise<void>;
  /** Sends now, rejecting when the mail server refuses or can't be reached (the retry job's handler). */
  deliver(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Development mode (no SMTP_URL): where messages are kept for admins to read. */
  keepInOutbox: (message: MailMessage) => Promise<void>;
  log: FastifyBaseLogger;
  /**
   * Called with a message the first attempt could not deliver (the mail server down): it is kept for a
   * retry with backoff (modules/jobs). Only then does a message, code included, rest in the database.
   */
  retryLater: (message: MailMessage) => Promise<void>;
}

export function createMailer({ smtpUrl, from, keepInOutbox, log, retryLater }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  const deliver = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({ from, ...message });
      return;
    }
    await keepInOutbox(message);
    // Development only (no SMTP): the newcomer reads their code here or in /admin/outbox.
    log.info(`mail to ${message.to} kept in the development outbox: ${message.subject}${message.secret ? '' : `\n${message.text}`}`);
  };

  return {
    send(message) {
      const job = deliver(message)
        .catch(async (err: unknown) => {
          log.warn({ err }, 'mail not delivered: retried later');
          await retryLater(message);
        })
        .catch((err: unknown) => log.error({ err }, 'mail not delivered and not kept for a retry'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      await Promise.all([...pending]);
    },
    deliver,
  };
}
