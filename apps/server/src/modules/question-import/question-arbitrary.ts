import fc from 'fast-check';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';
import type { TransferQuestion } from './transfer.js';

/**
 * Random bilingual questions of every type for the formats' round-trip tests. Free texts mix Arabic (with
 * diacritics and tatweel), Latin, digits and the characters formats must escape (among them what starts a
 * spreadsheet formula, which a CSV neutralises); texts that a notation splits (matching pairs, tags, category
 * names) leave out its separators. Rich texts (questions, options) are the editor's markup as the bank stores it:
 * paragraphs with a direction, lists, bold and the rest, links, formulas.
 */
const FORMULA = ['=', '+', '-', '@', '\t'];
const FREE = [...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءأإآةىًٌٍَُِّـ', ...'abcXYZ019', ' ', ',', ';', '"', "'", '<', '&', '\n', '٫', '?', ...FORMULA];
const PLAIN = [...'ابتثجحخدسشصعفقلمنهويةأ', ...'abcXYZ019', ' '];

const textOf = (alphabet: string[], min: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: min, maxLength: 12 })
    .map((chars) => chars.join('').trim())
    .filter((s) => s.length >= min);
const free = textOf(FREE, 1);
// Plain-text fields (ordering items) refuse what would open a tag, so `<` is kept only before a non-letter there.
const freePlain = free.filter((s) => !/<[A-Za-z/!?]/.test(s));
const plain = textOf(PLAIN, 1);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A run of the editor's inline content: text, some of it formatted, a link, a formula, a line break. */
const inline = fc.oneof(
  free.map(escapeHtml),
  fc.tuple(fc.constantFrom('strong', 'em', 'u', 'b', 'i', 'sub', 'sup'), free).map(([tag, t]) => `<${tag}>${escapeHtml(t)}</${tag}>`),
  fc.tuple(plain, free).map(([to, t]) => `<a href="https://example.org/${encodeURIComponent(to)}?a=1&amp;b=2">${escapeHtml(t)}</a>`),
  free.map((tex) => `<span data-type="inline-math" data-latex="${escapeHtml(tex)}">${escapeHtml(tex)}</span>`),
  fc.constant('<br />'),
);
const line = fc.array(inline, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' '));
const block = fc.oneof(
  line,
  line.map((l) => `<p>${l}</p>`),
  fc.tuple(fc.constantFrom('rtl', 'ltr'), line).map(([dir, l]) => `<p dir="${dir}">${l}</p>`),
  fc
    .tuple(fc.constantFrom('ul', 'ol'), fc.array(line, { minLength: 1, maxLength: 3 }))
    .map(([list, items]) => `<${list}>${items.map((item) => `<li>${item}</li>`).join('')}</${list}>`),
);
/** Rich text (questions, options) as the bank stores it: the editor's markup, sanitized, with some text to show. */
const rich = fc
  .array(block, { minLength: 1, maxLength: 3 })
  .map((blocks) => sanitizeRichText(blocks.join('')))
  .filter((html) => plainText(html) !== '');
const bilingual = (text: fc.Arbitrary<string>) => fc.record({ ar: text, en: fc.oneof(fc.constant(''), text) });
const fraction = fc.constantFrom(1, 0.5, 0.25, 1 / 3, 0.1);

const keyOrOptions = fc.oneof(
  fc
    .tuple(
      fc.array(fc.tuple(bilingual(rich), fc.constantFrom(null, 0.5, 1 / 3, -0.25)), { minLength: 2, maxLength: 6 }),
      fc.nat(),
      fc.boolean(),
    )
    .map(([options, pick, profile]) => ({
      type: 'single_choice' as const,
      options: options.map(([text, partial], i) => {
        const correct = !profile && i === pick % options.length;
        // Graded wrong options may keep partial credit; profile options score by points only.
        return { text, correct, fraction: correct || profile ? null : partial, points: profile ? { R: i, I: 1 } : null };
      }),
    })),
  fc
    .tuple(fc.array(fc.tuple(bilingual(rich), fc.constantFrom(0, 0.5, 1, -0.5, 1 / 3)), { minLength: 2, maxLength: 12 }), fc.boolean())
    // A question must be able to earn: at least one option with a positive fraction.
    .filter(([options]) => options.some(([, f]) => f > 0))
    .map(([options, aon]) => ({
      type: 'multiple_response' as const,
      key: {
        type: 'multiple_response' as const,
        options: options.map(([text, f]) => ({ text, fraction: f })),
        all_or_nothing: aon,
      },
    })),
  fc.boolean().map((correct) => ({ type: 'true_false' as const, key: { type: 'true_false' as const, correct } })),
  fc.tuple(fc.array(bilingual(freePlain), { minLength: 2, maxLength: 11 }), fc.boolean()).map(([items, aon]) => ({
    type: 'ordering' as const,
    key: { type: 'ordering' as const, items, all_or_nothing: aon },
  })),
  fc
    .tuple(
      fc.array(fc.record({ prompt: fc.record({ ar: plain, en: plain }), answer: fc.record({ ar: plain, en: plain }) }), {
        minLength: 2,
        maxLength: 5,
      }),
      fc.array(fc.record({ ar: plain, en: plain }), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([pairs, distractors, aon]) => ({
      type: 'matching' as const,
      key: { type: 'matching' as const, pairs, distractors, all_or_nothing: aon },
    })),
  fc
    .tuple(
      fc.array(
        fc.oneof(
          fc.record({ value: fc.integer({ min: -1000, max: 1000 }).map((n) => n / 8), tolerance: fc.constantFrom(0, 0.5, 2), fraction }),
          fc
            .tuple(fc.integer({ min: -50, max: 50 }), fc.nat(40), fraction)
            .map(([min, width, f]) => ({ min, max: min + width, fraction: f })),
        ),
        { minLength: 1, maxLength: 3 },
      ),
      fc.oneof(fc.constant(null), plain),
    )
    .map(([accepted, unit]) => ({ type: 'numeric' as const, key: { type: 'numeric' as const, accepted, unit } })),
  fc
    // Accepted answers are distinct texts: a format keys its answers by text (QTI's mapping), so a repeated one is
    // the same answer twice, not a second one to keep.
    .tuple(fc.uniqueArray(fc.record({ text: free, fraction }), { selector: (a) => a.text, minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([accepted, exact]) => ({ type: 'short_text' as const, key: { type: 'short_text' as const, accepted, exact } })),
);

export const transferQuestion: fc.Arbitrary<TransferQuestion> = fc
  .record({
    body: keyOrOptions,
    text: bilingual(rich),
    tags: fc.uniqueArray(plain, { maxLength: 3 }),
    difficulty: fc.integer({ min: 1, max: 5 }),
    mark: fc.integer({ min: 1, max: 100 }),
    categoryPath: fc.array(plain, { maxLength: 3 }),
  })
  .map(({ body, text, tags, difficulty, mark, categoryPath }) => ({
    question: QuestionInput.parse({ ...body, text, tags, difficulty, mark, category: null }),
    categoryPath,
    at: { row: 0 },
  }));
