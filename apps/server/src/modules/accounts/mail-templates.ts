import type { Language } from '@mizan/contract/i18n';
import type { CodePurpose } from '../../db/schema/accounts.js';
import type { MailMessage } from '../../lib/mail.js';
import { mail } from '../../lib/mail-layout.js';

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

/** A one-time-code mail in the recipient's language. */
export function codeMail(purpose: CodePurpose, lang: Language, to: { email: string; fullname: string }, code: string): MailMessage {
  const w = WORDING[purpose][lang];
  return mail(lang, to.email, w.subject, { before: [w.greeting(to.fullname), w.intro], code, after: [w.expiry, w.ignore] });
}

const REGISTRATION_NOTICE: Record<Language, { subject: string; body: (n: string, signIn: string) => string[] }> = {
  ar: {
    subject: 'محاولة تسجيل ببريدك الإلكتروني في ميزان',
    body: (n, signIn) => [
      `مرحبًا ${n}،`,
      'حاول شخص ما إنشاء حساب جديد في ميزان ببريدك الإلكتروني، وهو مسجّل لدينا من قبل، فلم يُنشأ أي حساب.',
      `إن كنت أنت، فسجّل الدخول أو أعد تعيين كلمة المرور من هنا: ${signIn}`,
      'وإن لم تكن أنت، فتجاهل هذه الرسالة؛ حسابك لم يتغيّر.',
    ],
  },
  en: {
    subject: 'Someone tried to register with your email on Mizan',
    body: (n, signIn) => [
      `Hello ${n},`,
      'Someone tried to create a new Mizan account with your email address. It is already registered, so no account was created.',
      `If it was you, sign in or reset your password here: ${signIn}`,
      'If it was not you, ignore this email: your account has not changed.',
    ],
  },
};

/** Sent instead of a code when a registration names an address that already has an account (register answers uniformly). */
export function registrationNoticeMail(lang: Language, to: { email: string; fullname: string }, signInUrl: string): MailMessage {
  const w = REGISTRATION_NOTICE[lang];
  return mail(lang, to.email, w.subject, { before: w.body(to.fullname, signInUrl), after: [] });
}
