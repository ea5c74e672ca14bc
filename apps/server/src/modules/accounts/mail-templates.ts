import type { Language } from '@mizan/contract/i18n';
import type { CodePurpose } from '../../db/schema/accounts.js';
import type { MailMessage } from '../../lib/mail.js';

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  expiry: string;
  ignore: string;
}

const COMMON = {
  ar: {
    expiry: 'ينتهي هذا الرمز خلال 10 دقائق ولا يُستخدم إلا مرة واحدة.',
    ignore: 'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة، ولا تشاركه مع أحد.',
  },
  en: {
    expiry: 'This code expires in 10 minutes and can be used only once.',
    ignore: 'If you did not ask for this code, ignore this email and do not share it with anyone.',
  },
};

// The code is in the body only, never in the subject: subjects show up in notification previews and logs.
const WORDING: Record<CodePurpose, Record<Language, Wording>> = {
  verify_email: {
    ar: { subject: 'تأكيد بريدك الإلكتروني في ميزان', greeting: (n) => `مرحبًا ${n}،`, intro: 'رمز تأكيد بريدك الإلكتروني:', ...COMMON.ar },
    en: {
      subject: 'Confirm your email for Mizan',
      greeting: (n) => `Hello ${n},`,
      intro: 'Your email confirmation code is:',
      ...COMMON.en,
    },
  },
  login: {
    ar: { subject: 'رمز الدخول إلى ميزان', greeting: (n) => `مرحبًا ${n}،`, intro: 'رمز الدخول إلى حسابك:', ...COMMON.ar },
    en: { subject: 'Your Mizan sign-in code', greeting: (n) => `Hello ${n},`, intro: 'Your sign-in code is:', ...COMMON.en },
  },
  reset_password: {
    ar: {
      subject: 'إعادة تعيين كلمة المرور في ميزان',
      greeting: (n) => `مرحبًا ${n}،`,
      intro: 'رمز إعادة تعيين كلمة المرور:',
      ...COMMON.ar,
    },
    en: { subject: 'Reset your Mizan password', greeting: (n) => `Hello ${n},`, intro: 'Your password reset code is:', ...COMMON.en },
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A one-time-code mail in the recipient's language: plain text plus HTML (right-to-left for Arabic). */
export function codeMail(purpose: CodePurpose, lang: Language, to: { email: string; fullname: string }, code: string): MailMessage {
  const w = WORDING[purpose][lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const name = escapeHtml(to.fullname);
  const text = [w.greeting(to.fullname), '', w.intro, '', code, '', w.expiry, w.ignore, '', 'ميزان · Mizan'].join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(w.subject)}</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'};color:#1f2937">
<p>${w.greeting(name)}</p>
<p>${escapeHtml(w.intro)}</p>
<p dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:6px;text-align:center">${code}</p>
<p>${escapeHtml(w.expiry)}</p>
<p style="color:#6b7280">${escapeHtml(w.ignore)}</p>
<p>ميزان · Mizan</p>
</body></html>`;
  return { to: to.email, subject: w.subject, text, html };
}
