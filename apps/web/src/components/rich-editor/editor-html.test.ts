import { describe, expect, it } from 'vitest';
import { isOwnImage, safeLinkUrl, storedHtml } from './editor-html';

describe("the editor's value", () => {
  it('stores an empty document as an empty string, anything else as written', () => {
    expect(storedHtml('<p></p>')).toBe('');
    expect(storedHtml('<p></p><p> </p>')).toBe('');
    expect(storedHtml('<p><br></p>')).toBe('');
    expect(storedHtml('<p>نص</p>')).toBe('<p>نص</p>');
    expect(storedHtml('<p><span data-type="inline-math" data-latex="x" dir="ltr">x</span></p>')).toContain('data-latex');
    expect(storedHtml('<p><img src="/uploads/question-media/a.webp" alt="x"></p>')).toContain('<img');
  });
});

describe('link addresses', () => {
  it('accepts http, https and mailto, reading a bare address as https or mailto', () => {
    expect(safeLinkUrl('https://mizan.sa/a?b=1')).toBe('https://mizan.sa/a?b=1');
    expect(safeLinkUrl(' http://example.com ')).toBe('http://example.com/');
    expect(safeLinkUrl('mizan.sa/help')).toBe('https://mizan.sa/help');
    expect(safeLinkUrl('mailto:help@mizan.sa')).toBe('mailto:help@mizan.sa');
    expect(safeLinkUrl('help@mizan.sa')).toBe('mailto:help@mizan.sa');
  });

  it('refuses other schemes, spaces and addresses that are not one', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.sa',
      'vbscript:x',
      '',
      'a b.sa',
      'https://',
      'nohost',
      'mailto:nobody',
    ])
      expect(safeLinkUrl(bad), bad).toBeNull();
  });
});

describe('editor images', () => {
  it('takes only our own uploads', () => {
    expect(isOwnImage('/uploads/question-media/0b6f1c1e-2a4b.webp')).toBe(true);
    expect(isOwnImage('https://x.sa/a.png')).toBe(false);
    expect(isOwnImage('/uploads/../x.webp')).toBe(false);
  });
});
