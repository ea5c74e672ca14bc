import { Resvg } from '@resvg/resvg-js';
import { FONT_FAMILY, RESVG_FONT_OPTIONS } from './fonts.js';

export type Direction = 'rtl' | 'ltr';

// Bidi controls and other invisible controls in user data could reorder the line around them.
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** User-supplied text as one clean line. */
export function cleanText(text: string): string {
  return text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Direction of the first letter, as a browser's dir="auto" decides it. */
export function directionOf(text: string): Direction {
  const first = /\p{L}/u.exec(text)?.[0];
  return first && RTL_LETTER.test(first) ? 'rtl' : 'ltr';
}

/**
 * resvg lays every text out on a left-to-right paragraph and ignores `direction`, so each line is
 * wrapped in a directional isolate (RLI/LRI … PDI) that its bidi algorithm does honour.
 */
export function isolate(text: string, dir: Direction): string {
  return `${dir === 'rtl' ? '\u2067' : '\u2066'}${text}\u2069`;
}

export type Weight = 'regular' | 'bold';

export function textElement(
  text: string,
  attrs: {
    x: number;
    y: number;
    size: number;
    dir: Direction;
    anchor: 'start' | 'middle' | 'end';
    weight?: Weight;
    fill: string;
    extra?: string;
  },
): string {
  const weight = attrs.weight === 'bold' ? ' font-weight="700"' : '';
  return `<text x="${attrs.x}" y="${attrs.y}" font-size="${attrs.size}"${weight} text-anchor="${attrs.anchor}" fill="${attrs.fill}"${attrs.extra ?? ''}>${escapeXml(isolate(text, attrs.dir))}</text>`;
}

const MEASURE_SIZE = 100;
// Each measurement builds a resvg tree (fonts included); labels and quiz titles repeat across certificates.
const widths = new Map<string, number>();
const MAX_REMEMBERED = 2000;

/** Width of the shaped text in user units at `size`: laid out by resvg itself, so shaping and kerning count. */
export function measure(text: string, size: number, weight: Weight = 'regular', dir: Direction = directionOf(text)): number {
  const key = `${weight}|${dir}|${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" font-family="${FONT_FAMILY}">${textElement(text, { x: 0, y: MEASURE_SIZE, size: MEASURE_SIZE, dir, anchor: 'start', weight, fill: '#000' })}</svg>`;
    width = new Resvg(svg, { font: RESVG_FONT_OPTIONS }).getBBox()?.width ?? 0;
    if (widths.size >= MAX_REMEMBERED) widths.clear();
    widths.set(key, width);
  }
  return (width * size) / MEASURE_SIZE;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * One line at `size` if it fits; else shrunk down to `minSize`; else (when `twoLines` is given)
 * broken into two balanced lines at the largest size up to `twoLines.maxSize` that fits. A line
 * still too wide at `minSize` is squeezed by `fittedLine`.
 */
export function fitText(
  text: string,
  opts: { size: number; minSize: number; maxWidth: number; weight?: Weight; twoLines?: { maxSize: number } },
): FittedText {
  const width = measure(text, opts.size, opts.weight);
  if (width <= opts.maxWidth) return { lines: [text], size: opts.size };
  const shrunk = (opts.size * opts.maxWidth) / width;
  const words = text.split(' ');
  if (shrunk >= opts.minSize || !opts.twoLines || words.length < 2) return { lines: [text], size: Math.max(opts.minSize, floor1(shrunk)) };
  const lines = balancedSplit(words);
  const widest = Math.max(...lines.map((line) => measure(line, opts.size, opts.weight)));
  const size = Math.min(opts.twoLines.maxSize, (opts.size * opts.maxWidth) / widest);
  return { lines, size: Math.max(opts.minSize, floor1(size)) };
}

/** A text element that never overflows `maxWidth`: past it, glyphs and spacing are compressed to fit. */
export function fittedLine(text: string, maxWidth: number, attrs: Parameters<typeof textElement>[1]): string {
  const squeeze =
    measure(text, attrs.size, attrs.weight, attrs.dir) > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  return textElement(text, { ...attrs, extra: squeeze });
}

function balancedSplit(words: string[]): string[] {
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [i, diff];
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

const floor1 = (n: number) => Math.floor(n * 10) / 10;
