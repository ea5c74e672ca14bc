import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Arabic text faces cut at build from the @fontsource/ibm-plex-sans-arabic files (the same OFL-licensed design) by
 * harfbuzz's subsetter, for a phone's first visit (issue #17). Two files a weight:
 * - `arabic-core`: the Arabic block (letters, vowel marks, Arabic-Indic digits, Arabic punctuation), the joiners and
 *   the spaces. Google's Arabic subset also carries Persian, Urdu and North African letters and the presentation
 *   forms: 43 KB a weight, 22 KB without them (and unhinted). Those stay with the family's own face, fetched if a
 *   page shows them.
 * - `arabic-punctuation`: the Latin subset's digits and punctuation (. : ( ) / – and the direction marks Arabic dates
 *   and prices carry), without its letters: 6 KB against 19.
 * Two families use them (index.css puts them before the fontsource family):
 * - `Mizan Arabic`, in every document: Arabic letters, on English pages too (a name, the language switcher).
 * - `Mizan Arabic Marks`, in Arabic documents: spaces and punctuation. Nearly every Arabic line has some, and from
 *   the Latin subset they cost an Arabic page both weights' whole Latin file; it now loads only for Latin words.
 * An Arabic page's text fonts went from 125 KB to 56; an English page showing Arabic saves 21 KB a weight.
 */
export const ARABIC_FAMILY = 'Mizan Arabic';
export const ARABIC_MARKS_FAMILY = 'Mizan Arabic Marks';
const WEIGHTS = [400, 700] as const;
const require = createRequire(import.meta.url);
const fontsourceFile = (subset: string, weight: number) =>
  require.resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`);

type CodeRange = readonly [number, number];

export const ARABIC_BLOCK: CodeRange[] = [
  [0x600, 0x6ff],
  [0x200c, 0x200e],
];
export const SPACES: CodeRange[] = [
  [0x20, 0x20],
  [0xa0, 0xa0],
];

const inCore = (code: number) => [...ARABIC_BLOCK, ...SPACES].some(([from, to]) => code >= from && code <= to);

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
      if (code < 0x20 || (code >= 0x7f && code < 0xa0) || inCore(code)) continue;
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
  family: string;
  file: string;
  weight: number;
  ranges: CodeRange[];
}

/** Writes the files and their stylesheet (`arabic-text.css`) into `dir`; a file is rewritten only when it changed. */
export async function writeArabicTextFonts(dir: string): Promise<ArabicTextFace[]> {
  mkdirSync(dir, { recursive: true });
  const punctuation = punctuationRanges();
  const faces: ArabicTextFace[] = [];
  for (const weight of WEIGHTS) {
    const cut = async (name: string, subset: string, ranges: CodeRange[]) => {
      // Unhinted, as Google Fonts serves its fonts to all but Windows: a quarter smaller (core 29 → 22 KB), and the
      // hinting helps only low-resolution Windows screens; students read mostly on phones.
      const font = await subsetFont(readFileSync(fontsourceFile(subset, weight)), textOf(ranges), {
        targetFormat: 'woff2',
        noHinting: true,
      });
      const file = `${name}-${weight}.woff2`;
      writeIfChanged(path.join(dir, file), font);
      return file;
    };
    const core = await cut('arabic-core', 'arabic', [...ARABIC_BLOCK, ...SPACES]);
    const marks = await cut('arabic-punctuation', 'latin', punctuation);
    faces.push(
      { family: ARABIC_FAMILY, file: core, weight, ranges: ARABIC_BLOCK },
      // The same file as the letters: one download serves both.
      { family: ARABIC_MARKS_FAMILY, file: core, weight, ranges: SPACES },
      { family: ARABIC_MARKS_FAMILY, file: marks, weight, ranges: punctuation },
    );
  }
  const css = faces.map(
    (face) => `@font-face {
  font-family: '${face.family}';
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
