import { configKey, type PlistValue } from './seb-config-key.js';

/**
 * The Safe Exam Browser configuration Mizan generates for a quiz: SEB opens the quiz's instructions page, sends
 * its keys with every request (classic WebView) and offers them to the page's JavaScript (SEB 3 for macOS and
 * iOS, whose modern WebView sends no headers); students may quit with confirmation. Deterministic for a quiz, so
 * its Config Key is known to the server without anyone pasting it.
 */
export function sebSettings(publicUrl: string, quizId: number): Record<string, PlistValue> {
  const start = `${publicUrl}/quizzes/${quizId}/instructions`;
  return {
    startURL: start,
    sendBrowserExamKey: true,
    // "Prefer modern": the JavaScript API where SEB has it (SEB's page on the Config Key recommends it).
    browserWindowWebView: 3,
    allowQuit: true,
    quitURLConfirm: true,
    browserWindowAllowReload: true,
    showReloadButton: true,
    // The exam is the only site: links elsewhere are blocked.
    URLFilterEnable: true,
    URLFilterEnableContentFilter: false,
    URLFilterRules: [{ action: 1, active: true, expression: `${new URL(publicUrl).host}/*`, regex: false }],
    examSessionClearSessionCookies: true,
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function plistValue(value: PlistValue, indent: string): string {
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (typeof value === 'number') return `${indent}<integer>${value}</integer>`;
  if (typeof value === 'string') return `${indent}<string>${escapeXml(value)}</string>`;
  if (Array.isArray(value)) {
    if (!value.length) return `${indent}<array/>`;
    return [`${indent}<array>`, ...value.map((v) => plistValue(v, `${indent}\t`)), `${indent}</array>`].join('\n');
  }
  const entries = Object.entries(value).flatMap(([k, v]) => [`${indent}\t<key>${escapeXml(k)}</key>`, plistValue(v, `${indent}\t`)]);
  return [`${indent}<dict>`, ...entries, `${indent}</dict>`].join('\n');
}

/** The .seb file (an unencrypted plist) and the Config Key SEB will compute for it. */
export function sebConfigFile(publicUrl: string, quizId: number): { xml: string; key: string } {
  const settings = sebSettings(publicUrl, quizId);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plistValue(settings, ''),
    '</plist>',
    '',
  ].join('\n');
  return { xml, key: configKey(settings) };
}
