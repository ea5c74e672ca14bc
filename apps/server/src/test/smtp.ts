import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestMailbox {
  /** SMTP_URL for testConfig. */
  url: string;
  all: CapturedMail[];
  /** Waits for the next mail to `to` not taken yet, and takes it. */
  take(to: string, timeoutMs?: number): Promise<CapturedMail>;
  /** The 6-digit code of the next mail to `to`. */
  code(to: string): Promise<string>;
  /** Mails to `to` not taken yet. */
  pending(to: string): CapturedMail[];
  close(): Promise<void>;
}

/** A real SMTP listener on a free port that keeps every mail, parsed. */
export async function startTestSmtp(): Promise<TestMailbox> {
  const all: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          for (const rcpt of session.envelope.rcptTo) {
            all.push({
              to: rcpt.address.toLowerCase(),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
          }
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const pending = (to: string) => all.filter((m) => m.to === to.toLowerCase() && !taken.has(m));
  const take = async (to: string, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const [mail] = pending(to);
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    all,
    take,
    pending,
    async code(to) {
      const mail = await take(to);
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in mail to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
