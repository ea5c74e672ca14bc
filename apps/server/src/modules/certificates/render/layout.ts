import type { Language } from '@mizan/contract/i18n';
import { issueDates } from './dates.js';
import { FONT_FAMILY } from './fonts.js';
import { balanceMark, COLORS, divider, frame, star8 } from './ornaments.js';
import { qrPath } from './qr.js';
import { cleanText, directionOf, fitText, fittedLine, measure, textElement, type Direction } from './text.js';

/** What a certificate says: trusted data from the server, already localized where it is prose. */
export interface CertificateData {
  holderName: string;
  quizTitleAr: string;
  quizTitleEn: string;
  /** Score and percentage, or the profile summary, in the certificate's language. */
  resultLine: string;
  issuedAt: Date;
  verificationCode: string;
  verificationUrl: string;
  language: Language;
}

/** A4 landscape in CSS pixels (96 dpi). */
export const PAGE = { width: 1123, height: 794 } as const;

const WORDS = {
  ar: {
    title: 'شهادة إتمام',
    awardedTo: 'تُمنح هذه الشهادة إلى',
    forCompleting: 'لإتمام اختبار',
    issued: 'تاريخ الإصدار',
    code: 'رمز التحقق',
  },
  en: {
    title: 'Certificate of Completion',
    awardedTo: 'This certificate is awarded to',
    forCompleting: 'for completing the quiz',
    issued: 'Date of issue',
    code: 'Verification code',
  },
} as const;

const CONTENT_WIDTH = 880;
const QR_SIZE = 104;
// Keeps the URL clear of the seal in the middle of the bottom row.
const URL_WIDTH = 260;

export function certificateSvgSource(data: CertificateData): string {
  const lang = data.language;
  const words = WORDS[lang];
  const dir: Direction = lang === 'ar' ? 'rtl' : 'ltr';
  const cx = PAGE.width / 2;
  // Layout is written for English (start = left) and mirrored for Arabic.
  const x = (ltrX: number) => (dir === 'rtl' ? PAGE.width - ltrX : ltrX);
  const startAnchor = dir === 'rtl' ? 'end' : 'start';
  const endAnchor = dir === 'rtl' ? 'start' : 'end';

  const name = cleanText(data.holderName);
  const titleAr = cleanText(data.quizTitleAr);
  const titleEn = cleanText(data.quizTitleEn) || titleAr;
  const [title, otherTitle] = lang === 'ar' ? [titleAr, titleEn] : [titleEn, titleAr];
  const result = cleanText(data.resultLine);
  const dates = issueDates(data.issuedAt, lang);
  const qr = qrPath(data.verificationUrl);
  const qrX = x(1027) - (dir === 'rtl' ? 0 : QR_SIZE);

  const nameFit = fitText(name, { size: 52, minSize: 30, maxWidth: CONTENT_WIDTH, weight: 'bold', twoLines: { maxSize: 38 } });
  const nameBaselines = nameFit.lines.length === 1 ? [384] : [354, 402];
  const titleFit = fitText(title, { size: 30, minSize: 18, maxWidth: CONTENT_WIDTH, weight: 'bold' });
  const otherTitleFit = fitText(otherTitle, { size: 18, minSize: 12, maxWidth: CONTENT_WIDTH });
  const pillWidth = Math.min(CONTENT_WIDTH, measure(result, 20, 'bold', dir) + 56);
  const urlFit = fitText(data.verificationUrl, { size: 12, minSize: 9, maxWidth: URL_WIDTH });

  const centred = (text: string, y: number, size: number, fill: string, weight: 'regular' | 'bold' = 'regular', textDir = dir) =>
    fittedLine(text, CONTENT_WIDTH, { x: cx, y, size, dir: textDir, anchor: 'middle', weight, fill });

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}" font-family="${FONT_FAMILY}">
${frame(PAGE.width, PAGE.height)}
${balanceMark(cx - 28, 64, 56)}
${textElement('ميزان', { x: cx, y: 150, size: 24, dir: 'rtl', anchor: 'middle', weight: 'bold', fill: COLORS.teal })}
${textElement('MIZAN', { x: cx, y: 168, size: 10, dir: 'ltr', anchor: 'middle', fill: COLORS.muted, extra: ' letter-spacing="4"' })}
${textElement(words.title, { x: cx, y: 228, size: lang === 'ar' ? 52 : 44, dir, anchor: 'middle', weight: 'bold', fill: COLORS.teal })}
${divider(cx, 254, 80)}
${textElement(words.awardedTo, { x: cx, y: 302, size: 21, dir, anchor: 'middle', fill: COLORS.muted })}
${nameFit.lines.map((line, i) => centred(line, nameBaselines[i] ?? 0, nameFit.size, COLORS.ink, 'bold', directionOf(name))).join('\n')}
<path d="M${cx - 230} 426H${cx + 230}" stroke="${COLORS.gold}" stroke-width="1.2"/>
${textElement(words.forCompleting, { x: cx, y: 464, size: 20, dir, anchor: 'middle', fill: COLORS.muted })}
${centred(title, 508, titleFit.size, COLORS.tealDark, 'bold', directionOf(title))}
${otherTitle !== title ? centred(otherTitle, 540, otherTitleFit.size, COLORS.muted, 'regular', directionOf(otherTitle)) : ''}
<rect x="${cx - pillWidth / 2}" y="566" width="${pillWidth}" height="42" rx="21" fill="${COLORS.soft}"/>
${centred(result, 594, 20, COLORS.ink, 'bold')}
${textElement(words.issued, { x: x(110), y: 656, size: 14, dir, anchor: startAnchor, fill: COLORS.muted })}
${textElement(dates.gregorian, { x: x(110), y: 686, size: 19, dir, anchor: startAnchor, weight: 'bold', fill: COLORS.ink })}
${textElement(dates.hijri, { x: x(110), y: 714, size: 17, dir: 'rtl', anchor: startAnchor, fill: COLORS.ink })}
<circle cx="${cx}" cy="672" r="52" fill="${COLORS.paper}" stroke="${COLORS.gold}" stroke-width="2"/>
<circle cx="${cx}" cy="672" r="45" fill="none" stroke="${COLORS.gold}" stroke-width="0.8"/>
${star8(cx, 672, 38, `fill="${COLORS.teal}" fill-opacity="0.1" stroke="${COLORS.teal}" stroke-width="1"`)}
${textElement('ميزان', { x: cx, y: 679, size: 18, dir: 'rtl', anchor: 'middle', weight: 'bold', fill: COLORS.teal })}
${textElement(words.code, { x: x(907), y: 656, size: 14, dir, anchor: endAnchor, fill: COLORS.muted })}
${textElement(cleanText(data.verificationCode), { x: x(907), y: 686, size: 19, dir: 'ltr', anchor: endAnchor, weight: 'bold', fill: COLORS.ink })}
${fittedLine(data.verificationUrl, URL_WIDTH, { x: x(907), y: 712, size: urlFit.size, dir: 'ltr', anchor: endAnchor, fill: COLORS.muted })}
<rect x="${qrX}" y="616" width="${QR_SIZE}" height="${QR_SIZE}" fill="#fff"/>
<path transform="translate(${qrX} 616) scale(${QR_SIZE / qr.modules})" d="${qr.d}" fill="${COLORS.ink}"/>
</svg>`;
}
