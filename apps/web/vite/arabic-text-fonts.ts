import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The faces an Arabic page draws its text with, cut at build from the @fontsource/ibm-plex-sans-arabic files (the
 * same OFL-licensed design) by harfbuzz's subsetter, for a phone's first visit (issue #17):
 * - `arabic-core`: the Arabic block (letters, vowel marks, Arabic-Indic digits, Arabic punctuation), the joiners and
 *   the spaces. Google's Arabic subset also carries Persian, Urdu and North African letters and the presentation
 *   forms: 43 KB a weight, 29 KB without them. They stay with the family's own face, fetched if a page shows them.
 * - `arabic-punctuation`: the Latin subset's digits and punctuation (. : ( ) / – and the direction marks Arabic dates
 *   and prices carry), without its letters: 9 KB against 19. Nearly every Arabic line has one of them, so an Arabic
 *   page fetched both weights' whole Latin subset; it does now only when it shows Latin words.
 * An Arabic page's text fonts went from 125 KB to 77. English pages keep the family's faces as they are.
 */
export const ARABIC_TEXT_FAMILY = 'Mizan Arabic Text';
const WEIGHTS = [400, 700] as const;
const require = createRequire(import.meta.url);
const fontsourceFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`);

type CodeRange = readonly [number, number];

export const CORE: CodeRange[] = [
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x600, 0x6ff],
  [0x200c, 0x200e],
];

/** The code points of a `unicode-range` list as fontsource writes it ("U+0000-00FF,U+0131,…"). */
function parseUnicodeRange(list: string): CodeRange[] {
  return list.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** The Latin subset's code points that are neither letters nor combining marks, as ranges. */
export function punctuationRanges(): CodeRange[] {
  const unicode = JSON.parse(readFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const latin = unicode['latin'];
  if (!latin) throw new Error('@fontsource/ibm-plex-sans-arabic/unicode.json has no latin subset');
  const kept: number[] = [];
  for (const [from, to] of parseUnicodeRange(latin))
    for (let code = from; code <= to; code++) {
      // Controls draw nothing; the spaces and joiners come with the Arabic core.
      if (code < 0x20 || (code >= 0x7f && code < 0xa0) || CORE.some(([a, b]) => code >= a && code <= b)) continue;
      if (!/[\p{L}\p{M}]/u.test(String.fromCodePoint(code))) kept.push(code);
    }
  return toRanges(kept);
}

function toRanges(codes: number[]): CodeRange[] {
  const ranges: [number, number][] = [];
  for (const code of [...codes].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
export const cssUnicodeRange = (ranges: CodeRange[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
const textOf = (ranges: CodeRange[]) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

export interface ArabicTextFace {
  file: string;
  weight: number;
  ranges: CodeRange[];
}

/** Writes the faces and their stylesheet (`arabic-text.css`) into `dir`; a file is rewritten only when it changed. */
export async function writeArabicTextFonts(dir: string): Promise<ArabicTextFace[]> {
  mkdirSync(dir, { recursive: true });
  const punctuation = punctuationRanges();
  const faces: ArabicTextFace[] = [];
  for (const weight of WEIGHTS) {
    for (const [name, subset, ranges] of [
      ['arabic-core', 'arabic', CORE],
      ['arabic-punctuation', 'latin', punctuation],
    ] as const) {
      const font = await subsetFont(readFileSync(fontsourceFile(subset, weight)), textOf(ranges), { targetFormat: 'woff2' });
      const file = `${name}-${weight}.woff2`;
      writeIfChanged(path.join(dir, file), font);
      faces.push({ file, weight, ranges });
    }
  }
  const css = faces.map(
    (face) => `@font-face {
  font-family: '${ARABIC_TEXT_FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url('./${face.file}') format('woff2');
  unicode-range: ${cssUnicodeRange(face.ranges)};
}
`,
  );
  writeIfChanged(
    path.join(dir, 'arabic-text.css'),
    Buffer.from(`/* Written at build by apps/web/vite/arabic-text-fonts.ts (this folder is not committed). */\n${css.join('')}`),
  );
  return faces;
}

function writeIfChanged(file: string, content: Buffer): void {
  if (existsSync(file) && readFileSync(file).equals(content)) return;
  writeFileSync(file, content);
}

/** Cuts the faces into src/fonts before Vite reads the stylesheet that imports them, in a build and in dev. */
export function arabicTextFonts(dir: string): Plugin {
  return {
    name: 'mizan-arabic-text-fonts',
    async buildStart() {
      await writeArabicTextFonts(dir);
    },
  };
}
