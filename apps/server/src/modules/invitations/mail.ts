import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Language } from '@mizan/contract/i18n';
import { INVITATION_DAYS } from '@mizan/contract/invitations';
import type { MailMessage } from '../../lib/mail.js';
import { mail } from '../../lib/mail-layout.js';
import { INVITATION_MAIL_JOB, invitationsRepo } from './repo.js';
import { invitationToken } from './tokens.js';

const WORDING: Record<Language, { subject: string; body: (name: string, link: string) => string[]; after: string[] }> = {
  ar: {
    subject: 'دعوة للانضمام إلى ميزان',
    body: (name, link) => [`مرحبًا ${name}،`, 'أنشأت مؤسستك التعليمية لك حسابًا في ميزان. اختر كلمة مرور لحسابك من هذا الرابط لتبدأ:', link],
    after: [`يعمل الرابط مدة ${INVITATION_DAYS} أيام ومرة واحدة فقط، فلا تشاركه مع أحد.`, 'إن انتهت صلاحيته فاطلب من مؤسستك دعوة جديدة.'],
  },
  en: {
    subject: 'Your invitation to Mizan',
    body: (name, link) => [
      `Hello ${name},`,
      'Your school has created a Mizan account for you. Choose your password here to get started:',
      link,
    ],
    after: [
      `The link works for ${INVITATION_DAYS} days and only once, so do not share it with anyone.`,
      'If it has expired, ask your school for a new invitation.',
    ],
  },
};

/** The invitation e-mail in the invited person's language; never logged (the link lets its holder in). */
export function invitationMail(lang: Language, to: { email: string; fullname: string }, link: string): MailMessage {
  const w = WORDING[lang];
  return { ...mail(lang, to.email, w.subject, { before: w.body(to.fullname, link), after: w.after }), secret: true };
}

const Payload = z.object({ id: z.uuid() });

/**
 * Sends the queued invitations. The job queue runs a job in one process at a time and retries a failure; `sent_at`
 * (set once the mail server took the message) makes a second run send nothing, and an invitation replaced, used or
 * expired before its turn is not sent at all.
 */
export function handleInvitationMails(app: FastifyInstance): void {
  const repo = invitationsRepo(app.db);
  app.jobs.handle(INVITATION_MAIL_JOB, async (payload) => {
    const { id } = Payload.parse(payload);
    const row = await repo.toMail(id, new Date());
    if (!row) return;
    const link = `${app.config.publicUrl}/invitation/${invitationToken(app.config.jwtSecret, id)}`;
    await app.mailer.deliver(invitationMail(row.language, row, link));
    await repo.markSent(id, new Date());
  });
}
