import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_BLOCK,
  ARABIC_FAMILY,
  ARABIC_MARKS_FAMILY,
  SPACES,
  cssUnicodeRange,
  punctuationRanges,
  writeArabicTextFonts,
} from './arabic-text-fonts.ts';

const covers = (ranges: readonly (readonly [number, number])[], char: string) => {
  const code = char.codePointAt(0)!;
  return ranges.some(([from, to]) => code >= from && code <= to);
};

describe('the Arabic text faces', () => {
  const punctuation = punctuationRanges();
  const CORE = [...ARABIC_BLOCK, ...SPACES];

  it('give an Arabic page its letters, digits and punctuation, and leave Latin letters to the Latin subset', () => {
    for (const char of ['ا', 'ي', 'ة', 'ً', '٠', '٩', '٪', '٫', '،', '؛', '؟', ' ', '\u00a0', '\u200c'])
      expect(covers(CORE, char), char).toBe(true);
    // Dates, prices and sentences in Arabic carry these (the direction mark U+200F in every date Intl writes).
    for (const char of ['0', '9', '.', ':', '(', ')', '/', '%', '-', '–', '«', '»', '·', '\u200f', '\u2068'])
      expect(covers(punctuation, char), char).toBe(true);
    for (const char of ['A', 'z', 'é', 'ß', 'ª']) {
      expect(covers(punctuation, char), char).toBe(false);
      expect(covers(CORE, char), char).toBe(false);
    }
  });

  it('do not overlap, so each character has one face to fetch', () => {
    for (const [from, to] of punctuation)
      for (let code = from; code <= to; code++) expect(covers(CORE, String.fromCodePoint(code))).toBe(false);
  });

  it('are written smaller than the subsets they are cut from, with a stylesheet naming their ranges', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arabic-fonts-'));
    const faces = await writeArabicTextFonts(dir);
    const files = [...new Set(faces.map((face) => face.file))].sort();
    expect(files).toEqual(
      ['arabic-core-400', 'arabic-core-700', 'arabic-punctuation-400', 'arabic-punctuation-700'].map((name) => `${name}.woff2`),
    );
    const require = createRequire(import.meta.url);
    for (const file of files) {
      const written = readFileSync(path.join(dir, file));
      expect(written.subarray(0, 4).toString('latin1')).toBe('wOF2');
      const [, kind, weight] = /^arabic-(core|punctuation)-(\d+)/.exec(file)!;
      const source = require.resolve(
        `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${kind === 'core' ? 'arabic' : 'latin'}-${weight}-normal.woff2`,
      );
      expect(written.length).toBeLessThan(statSync(source).size * 0.75);
    }
    const css = readFileSync(path.join(dir, 'arabic-text.css'), 'utf8');
    expect(css.match(/@font-face/g)).toHaveLength(6);
    for (const face of faces)
      expect(css).toContain(
        `font-family: '${face.family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${face.weight};\n  src: url('./${face.file}') format('woff2');\n  unicode-range: ${cssUnicodeRange(face.ranges)};`,
      );
    // Arabic letters in every document; spaces and punctuation from these files in Arabic documents only.
    expect(faces.filter((face) => face.family === ARABIC_FAMILY).map((face) => face.ranges)).toEqual([ARABIC_BLOCK, ARABIC_BLOCK]);
    expect(faces.filter((face) => face.family === ARABIC_MARKS_FAMILY).flatMap((face) => face.ranges)).toEqual([
      ...SPACES,
      ...punctuation,
      ...SPACES,
      ...punctuation,
    ]);

    // A second run rewrites nothing (Vite would otherwise see the stylesheet change in dev).
    const before = readdirSync(dir).map((file) => statSync(path.join(dir, file)).mtimeMs);
    await writeArabicTextFonts(dir);
    expect(readdirSync(dir).map((file) => statSync(path.join(dir, file)).mtimeMs)).toEqual(before);
  });
});
