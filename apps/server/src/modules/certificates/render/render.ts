import { Resvg, renderAsync } from '@resvg/resvg-js';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { RESVG_FONT_OPTIONS } from './fonts.js';
import { certificateSvgSource, type CertificateData } from './layout.js';

/** A4 landscape in PDF points. */
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];

/** Self-contained SVG: the text is already shaped and outlined, so any viewer shows it without our font. */
export function renderCertificateSvg(data: CertificateData): string {
  return new Resvg(certificateSvgSource(data), { font: RESVG_FONT_OPTIONS }).toString();
}

/**
 * Rasterised at 2 × 1123×794 = 2246×1588 px (about 190 dpi on A4) and encoded by sharp, both off
 * the event loop (resvg's own PNG encoder runs on the main thread and is twice as slow).
 */
export async function rasteriseSvg(source: string) {
  const image = await renderAsync(source, { font: RESVG_FONT_OPTIONS, fitTo: { mode: 'zoom', value: 2 } });
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
}

export async function renderCertificatePng(data: CertificateData): Promise<Buffer> {
  return (await rasteriseSvg(certificateSvgSource(data))).png().toBuffer();
}

/**
 * One page of `size` PDF points holding the SVG as an image; `describe` sets the metadata. The image goes in
 * as a full-quality JPEG, which PDF stores as is: pdf-lib re-compressing a PNG in JavaScript took most of a second.
 */
export async function pdfOfSvg(source: string, size: [number, number], describe: (pdf: PDFDocument) => void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  describe(pdf);
  const page = pdf.addPage(size);
  const jpeg = await (
    await rasteriseSvg(source)
  )
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
  page.drawImage(await pdf.embedJpg(jpeg), { x: 0, y: 0, width: size[0], height: size[1] });
  return pdf.save();
}

/** One A4-landscape page holding the certificate image; the verification code is in the metadata. */
export function renderCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  return pdfOfSvg(certificateSvgSource(data), A4_LANDSCAPE, (pdf) => {
    pdf.setTitle(data.language === 'ar' ? `شهادة إتمام — ${data.holderName}` : `Certificate of Completion — ${data.holderName}`);
    pdf.setSubject(data.language === 'ar' ? data.quizTitleAr : data.quizTitleEn || data.quizTitleAr);
    pdf.setKeywords([data.verificationCode, data.verificationUrl]);
    pdf.setAuthor('Mizan ميزان');
    pdf.setCreator('Mizan');
    pdf.setCreationDate(data.issuedAt);
    pdf.setModificationDate(data.issuedAt);
  });
}
