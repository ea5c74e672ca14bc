import type { Language } from '@mizan/contract/i18n';
import type { MailMessage } from './mail.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Plain text plus HTML (right-to-left for Arabic); `code`, when given, stands out between the paragraphs. */
export function mail(
  lang: Language,
  to: string,
  subject: string,
  parts: { before: string[]; code?: string; after: string[] },
): MailMessage {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const code = parts.code ? [parts.code] : [];
  const text = [...parts.before, ...code, ...parts.after, 'ميزان · Mizan'].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Tahoma,Arial,sans-serif;direction:${dir};text-align:${dir === 'rtl' ? 'right' : 'left'};color:#1f2937">
${paragraphs(parts.before)}
${parts.code ? `<p dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:6px;text-align:center">${parts.code}</p>` : ''}
${paragraphs(parts.after)}
<p>ميزان · Mizan</p>
</body></html>`;
  return { to, subject, text, html };
}
