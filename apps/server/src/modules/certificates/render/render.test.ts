import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { certificateSvgSource, type CertificateData } from './layout.js';
import { renderCertificatePdf, renderCertificatePng, renderCertificateSvg } from './render.js';

const FIXTURES = fileURLToPath(new URL('./__fixtures__/', import.meta.url));
// UPDATE_CERTIFICATE_FIXTURES=1 rewrites the expected images; look at them before committing.
const UPDATE = process.env['UPDATE_CERTIFICATE_FIXTURES'] === '1';

const base = {
  quizTitleAr: 'اختبار الميول المهنية',
  quizTitleEn: 'Career Interests Test',
  issuedAt: new Date('2026-11-21T09:00:00Z'),
  verificationCode: 'K7QX-93MD-2HFA',
  verificationUrl: 'https://mizan.example/certificate?code=K7QX-93MD-2HFA',
};
const results = { ar: 'النتيجة: ١٨ من ٢٠ (٩٠٪)', en: 'Score: 18 of 20 (90%)' } as const;
const names = {
  arabic: 'عبدالرحمن بن عبدالعزيز آل سعود',
  latin: 'Sarah Johnson',
  mixed: "محمد O'Brien",
  long: 'عبدالرحمن بن عبدالعزيز بن محمد بن سلمان بن عبدالله بن فيصل بن تركي آل سعود',
} as const;

function certificate(name: keyof typeof names, language: 'ar' | 'en'): CertificateData {
  return { ...base, holderName: names[name], language, resultLine: results[language] };
}

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const cases = [
  ...(['arabic', 'latin', 'mixed'] as const).flatMap((name) => (['ar', 'en'] as const).map((language) => ({ name, language }))),
  { name: 'long', language: 'ar' },
] as const;

describe('certificate rendering', () => {
  it.each(cases)('draws the $name name in $language as the reviewed fixture', async ({ name, language }) => {
    const file = `${FIXTURES}${language}-${name}.png`;
    const png = await renderCertificatePng(certificate(name, language));
    if (UPDATE) {
      mkdirSync(FIXTURES, { recursive: true });
      writeFileSync(file, png);
    }
    const [actual, expected] = await Promise.all([rgba(png), rgba(readFileSync(file))]);
    expect([actual.width, actual.height]).toEqual([2246, 1588]);
    expect([expected.width, expected.height]).toEqual([actual.width, actual.height]);
    const differing = pixelmatch(actual.data, expected.data, undefined, actual.width, actual.height, { threshold: 0.1 });
    // Anti-aliasing may differ by a few pixels across CPUs; a changed word moves thousands.
    expect(differing / (actual.width * actual.height)).toBeLessThan(0.0005);
  });

  it('renders a PNG well within the time budget', async () => {
    await renderCertificatePng(certificate('mixed', 'ar'));
    const started = performance.now();
    await renderCertificatePng(certificate('arabic', 'en'));
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('outlines the text in the SVG, so it shows the same without our font', () => {
    const svg = renderCertificateSvg(certificate('mixed', 'ar'));
    expect(svg).toMatch(/^<svg[^>]*width="1123" height="794"/);
    expect(svg).not.toContain('<text');
    expect(svg).toContain('<path');
  });

  it('squeezes a name too long even for two lines instead of letting it overflow', () => {
    const svg = certificateSvgSource({ ...certificate('latin', 'en'), holderName: 'Wolfeschlegelsteinhausenbergerdorff'.repeat(4) });
    expect(svg).toContain('textLength="880" lengthAdjust="spacingAndGlyphs"');
  });

  it('treats names as text, never as markup or direction overrides', async () => {
    const hostile = { ...certificate('latin', 'en'), holderName: 'Eve </text><script>alert(1)</script> \u202Eevil &amp;' };
    const svg = renderCertificateSvg(hostile);
    expect(svg).not.toContain('<script');
    await expect(renderCertificatePng(hostile)).resolves.toBeInstanceOf(Buffer);
  });

  it('puts the image on one A4-landscape PDF page with the verification code in its metadata', async () => {
    const pdf = await PDFDocument.load(await renderCertificatePdf(certificate('mixed', 'en')));
    expect(pdf.getPageCount()).toBe(1);
    const [page] = pdf.getPages();
    expect(page?.getSize()).toEqual({ width: 841.89, height: 595.28 });
    const xObjects = page?.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const images = (xObjects?.keys() ?? [])
      .map((key) => xObjects?.lookup(key))
      .filter((object) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'));
    expect(images).toHaveLength(1);
    expect(pdf.getKeywords()).toContain('K7QX-93MD-2HFA');
  });
});
