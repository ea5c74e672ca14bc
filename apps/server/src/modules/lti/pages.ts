import { createHash } from 'node:crypto';
import { dirOf, type Language } from '@mizan/contract/i18n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The page an LMS's iframe shows when a login or launch is refused: what went wrong, in plain words. */
export function refusalPage(lang: Language, title: string, message: string, code: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<main>
<h1>${esc(title)}</h1>
<p>${esc(message)}</p>
<p><small>${esc(code)}</small></p>
</main>
</body>
</html>`;
}

/** Dynamic Registration §3.6: the tool tells the LMS (its opener or parent frame) that registration is over. */
const CLOSE_SCRIPT = "(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');";
export const REGISTERED_SCRIPT_HASH = `sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}`;

export function registeredPage(lang: Language, title: string, message: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6">
<main>
<h1>${esc(title)}</h1>
<p>${esc(message)}</p>
</main>
<script>${CLOSE_SCRIPT}</script>
</body>
</html>`;
}
