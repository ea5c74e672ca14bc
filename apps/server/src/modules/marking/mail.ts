import type { Language } from '@mizan/contract/i18n';
import type { MailMessage } from '../../lib/mail.js';
import { mail } from '../accounts/mail-templates.js';

const WORDING = {
  ar: {
    subject: (quiz: string) => `نتيجتك في «${quiz}» جاهزة`,
    body: (name: string, quiz: string, url: string) => [
      `مرحبًا ${name}،`,
      `اكتمل تصحيح إجاباتك في «${quiz}»، ونتيجتك النهائية جاهزة مع ملاحظات المصحح.`,
      `اعرضها هنا: ${url}`,
    ],
  },
  en: {
    subject: (quiz: string) => `Your result for “${quiz}” is ready`,
    body: (name: string, quiz: string, url: string) => [
      `Hello ${name},`,
      `Your answers to “${quiz}” have been marked: your final result is ready, with the marker's comments.`,
      `See it here: ${url}`,
    ],
  },
};

/** Sent once, when the last essay of a trial is marked and its result is released. */
export function resultReleasedMail(lang: Language, to: { email: string; name: string }, quiz: string, url: string): MailMessage {
  const w = WORDING[lang];
  return mail(lang, to.email, w.subject(quiz), { before: w.body(to.name, quiz, url), after: [] });
}
