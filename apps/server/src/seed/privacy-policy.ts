import type { Db } from '../db/client.js';
import { escapeToRichText } from '../lib/rich-text.js';
import { privacyPolicyRepo } from '../modules/privacy-policy/repo.js';

/** The privacy policy a fresh installation ships with; operators edit it afterwards. */
const SECTIONS = [
  {
    titleAr: 'من نحن',
    titleEn: 'Who we are',
    contentAr:
      'ميزان منصة عربية للاختبارات الإلكترونية. توضح هذه السياسة البيانات التي نجمعها عند استخدامك المنصة، ولماذا نجمعها، وكيف نحميها، وما حقوقك تجاهها.',
    contentEn:
      'Mizan is an Arabic-first online assessment platform. This policy explains what data we collect when you use the platform, why we collect it, how we protect it and what your rights are.',
  },
  {
    titleAr: 'البيانات التي نجمعها',
    titleEn: 'Data we collect',
    contentAr:
      'بيانات الحساب: الاسم الكامل والبريد الإلكتروني ورقم الجوال إن أدخلته وصورة الملف الشخصي إن رفعتها. بيانات الاختبارات: المحاولات والإجابات والنتائج والشهادات. البيانات الشخصية التي يطلبها اختبار معيّن (مثل المرحلة الدراسية والدولة والمدينة والمدرسة). بيانات الدفع: نحتفظ بمعرّف عملية الدفع ومبلغها وحالتها فقط، ولا تمر بيانات البطاقة عبر خوادمنا. بيانات الاستخدام: الصفحات التي تزورها داخل المنصة ووقت الزيارة ولغة المتصفح.',
    contentEn:
      'Account data: your full name, email address, mobile number if you give one, and profile picture if you upload one. Assessment data: your attempts, answers, results and certificates. Personal information a particular quiz asks for (such as school year, country, city and school). Payment data: we keep only the payment identifier, amount and status; card details never pass through our servers. Usage data: the pages you visit on the platform, when, and your browser language.',
  },
  {
    titleAr: 'كيف نستخدم بياناتك',
    titleEn: 'How we use your data',
    contentAr:
      'نستخدم بياناتك لإنشاء حسابك والتحقق من بريدك الإلكتروني، ولتقديم الاختبارات وحساب النتائج وإصدار الشهادات، ولتفعيل الاختبارات المدفوعة والقسائم، ولتحسين المنصة من خلال إحصاءات مجمّعة لا تحدد هويتك. لا نبيع بياناتك ولا نشاركها لأغراض إعلانية.',
    contentEn:
      'We use your data to create your account and verify your email, to deliver quizzes, compute results and issue certificates, to unlock paid quizzes and coupons, and to improve the platform through aggregated statistics that do not identify you. We do not sell your data or share it for advertising.',
  },
  {
    titleAr: 'الشهادات والصفحات العامة',
    titleEn: 'Certificates and public pages',
    contentAr:
      'عند مشاركتك رابط شهادة أو نتيجة، يستطيع من يملك الرابط رؤية اسمك كما يظهر في الشهادة واسم الاختبار والنتيجة والتاريخ فقط، ولا تظهر أي بيانات أخرى.',
    contentEn:
      'When you share a certificate or result link, anyone with the link can see only your name as printed on the certificate, the quiz title, the result and the date. Nothing else is shown.',
  },
  {
    titleAr: 'الحماية والاحتفاظ',
    titleEn: 'Security and retention',
    contentAr:
      'تُحفظ كلمات المرور مشفّرة بخوارزمية Argon2id، وتُرسل رموز التحقق لمرة واحدة وتنتهي صلاحيتها خلال عشر دقائق. نحتفظ ببيانات حسابك ما دام الحساب قائمًا، ويمكنك طلب حذفه في أي وقت.',
    contentEn:
      'Passwords are stored hashed with Argon2id; one-time codes are single-use and expire within ten minutes. We keep your account data for as long as the account exists, and you may ask for it to be deleted at any time.',
  },
  {
    titleAr: 'حقوقك والتواصل معنا',
    titleEn: 'Your rights and contact',
    contentAr:
      'يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذفها أو نسخة منها، وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية. للتواصل بشأن الخصوصية راسلنا على privacy@mizan.sa.',
    contentEn:
      'You may access and correct your data and ask for it to be deleted or for a copy, in line with the Personal Data Protection Law of Saudi Arabia. For privacy questions write to privacy@mizan.sa.',
  },
];

export async function seedPrivacyPolicy(db: Db): Promise<boolean> {
  const repo = privacyPolicyRepo(db);
  if (!(await repo.isEmpty())) return false;
  // Version 1, in effect at once; the texts are plain, stored as the rich text the editor writes.
  const sections = SECTIONS.map((s) => ({ ...s, contentAr: escapeToRichText(s.contentAr), contentEn: escapeToRichText(s.contentEn) }));
  await db.transaction(async (tx) => {
    await privacyPolicyRepo(tx as unknown as Db).insertVersion(new Date(), null, sections);
  });
  return true;
}
