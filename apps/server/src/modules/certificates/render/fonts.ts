import { fileURLToPath } from 'node:url';
import type { ResvgRenderOptions } from '@resvg/resvg-js';

/** IBM Plex Sans Arabic (OFL, the web app's font too) covers Arabic and Latin in one family. */
export const FONT_FAMILY = 'IBM Plex Sans Arabic';

const fontsDir = new URL('../../../../assets/fonts/', import.meta.url);

/**
 * Only the shipped fonts, never the system's: a certificate must look the same on every machine.
 * resvg's Node binding takes font paths (not buffers); it reads them through the OS page cache.
 */
export const RESVG_FONT_OPTIONS: NonNullable<ResvgRenderOptions['font']> = Object.freeze({
  fontFiles: ['IBMPlexSansArabic-Regular.ttf', 'IBMPlexSansArabic-Bold.ttf'].map((file) => fileURLToPath(new URL(file, fontsDir))),
  loadSystemFonts: false,
  defaultFontFamily: FONT_FAMILY,
});
