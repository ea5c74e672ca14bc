import { createHash } from 'node:crypto';
import { dirOf, type Language } from '@mizan/contract/i18n';
import { escapeHtml } from '../../lib/html-escape.js';

const esc = escapeHtml;

/** The frame of the tool's own pages (shown in the LMS's window or iframe): plain, in the reader's language. */
const shell = (lang: Language, title: string, body: string) => `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.6">
<main>
<h1>${esc(title)}</h1>
${body}
</main>
</body>
</html>`;

/** The page an LMS's iframe shows when a login or launch is refused: what went wrong, in plain words. */
export function refusalPage(lang: Language, title: string, message: string, code: string): string {
  return shell(lang, title, `<p>${esc(message)}</p>\n<p><small>${esc(code)}</small></p>`);
}

/** Dynamic Registration §3.6: the tool tells the LMS (its opener or parent frame) that registration is over. */
const CLOSE_SCRIPT = "(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');";
export const REGISTERED_SCRIPT_HASH = `sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}`;

export function registeredPage(lang: Language, title: string, message: string): string {
  return shell(lang, title, `<p>${esc(message)}</p>\n<script>${CLOSE_SCRIPT}</script>`);
}

const SUBMIT_SCRIPT = 'document.forms[0].submit();';
export const SUBMIT_SCRIPT_HASH = `sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}`;

/** Deep linking's picker: the instructor chooses one published quiz to add to the course. */
export function pickerPage(
  lang: Language,
  text: { title: string; help: string; choose: string; empty: string },
  action: string,
  token: string,
  quizzes: { id: number; titleAr: string; titleEn: string }[],
): string {
  if (quizzes.length === 0) return shell(lang, text.title, `<p>${esc(text.empty)}</p>`);
  const options = quizzes
    .map((q, i) => {
      const title = lang === 'en' && q.titleEn ? q.titleEn : q.titleAr;
      return `<li><label><input type="radio" name="quiz" value="${q.id}"${i === 0 ? ' checked' : ''}> ${esc(title)}</label></li>`;
    })
    .join('\n');
  return shell(
    lang,
    text.title,
    `<p>${esc(text.help)}</p>
<form method="post" action="${esc(action)}">
<input type="hidden" name="token" value="${esc(token)}">
<fieldset><legend>${esc(text.title)}</legend><ul style="list-style: none; padding: 0">${options}</ul></fieldset>
<p><button type="submit">${esc(text.choose)}</button></p>
</form>`,
  );
}

/** Posts the signed deep-linking response back to the LMS (by script, or the button when scripts are off). */
export function deepLinkReturnPage(lang: Language, text: { title: string; send: string }, returnUrl: string, jwt: string): string {
  return shell(
    lang,
    text.title,
    `<form method="post" action="${esc(returnUrl)}">
<input type="hidden" name="JWT" value="${esc(jwt)}">
<p><button type="submit">${esc(text.send)}</button></p>
</form>
<script>${SUBMIT_SCRIPT}</script>`,
  );
}
