import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.js';
import { fromImported } from './from-imported.js';
import { GIFT_QUESTION_MAX_CHARS, parseGift } from './gift.js';
import type { ImportReport } from './model.js';
import { parseMoodleXml } from './moodle-xml.js';
import { keepsOptionFeedback, withKeptExtras } from './kept-extras.js';
import { notKept } from './not-kept.js';

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

function countTypes(report: ImportReport): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const q of report.questions) counts[q.type] = (counts[q.type] ?? 0) + 1;
  return counts;
}

describe('Moodle fixtures', () => {
  // An empty match item (`= -> Chat`, a distractor) takes the question's [html] format.
  it('questions.gift.txt: every type counted (the essay too), the numeric with a `~#` catch-all feedback read', () => {
    const r = parseGift(fixture('moodle-questions.gift.txt'));
    expect(countTypes(r)).toEqual({
      essay: 1,
      matching: 1,
      single_choice: 1,
      multiple_response: 1,
      short_text: 1,
      true_false: 3,
      numeric: 1,
    });
    expect(r.skipped).toEqual([]);
    expect(r.errors).toEqual([]);
    // Moodle's reader (qformat_gift, numerical): the text after `~` is the feedback for any other answer.
    const q5 = r.questions.find((q) => q.name === 'Q5');
    expect(q5?.numericAnswers).toEqual([{ kind: 'tolerance', value: 3, tolerance: 2, fraction: 1, feedback: null }]);
    expect(q5?.combinedFeedback).toEqual([{ text: 'Completely wrong', format: 'moodle' }]);
    const colours = r.questions.find((q) => q.name === 'colours');
    expect(colours?.options.map((o) => o.fraction)).toEqual([0.5, -1, 0.5, -1]);
    expect(colours?.options[1]?.feedback).toEqual({ text: 'wrong', format: 'html' });
    const matching = r.questions.find((q) => q.type === 'matching');
    expect(matching?.text.format).toBe('html');
    expect(matching?.pairs.map((p) => p.prompt.format)).toEqual(['html', 'moodle', 'plain', 'markdown', 'html']);
  });

  it('questions_in_category.gift.txt: $CATEGORY becomes the path, escaped characters unescaped', () => {
    const r = parseGift(fixture('moodle-questions_in_category.gift.txt'));
    expect(countTypes(r)).toEqual({ matching: 1, single_choice: 1, short_text: 1, true_false: 1 });
    expect(r.skipped).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.questions.every((q) => q.categoryPath.join('/') === 'Default for New Features')).toBe(true);
    expect(r.questions.find((q) => q.name === 'Greeting')?.text.text).toContain(
      '<a href="http://demo.moodle.net/file.php/5/media/bonjour.mp3">Listen to this greeting:</a>',
    );
  });

  it('nested_categories_with_questions.xml: four true/false and the essay, in nested paths', () => {
    const r = parseMoodleXml(fixture('moodle-nested_categories_with_questions.xml'));
    expect(countTypes(r)).toEqual({ true_false: 4, essay: 1 });
    expect(r.questions.filter((q) => q.type === 'true_false').map((q) => q.categoryPath.join('/'))).toEqual([
      'Iota',
      'Iota/Kappa',
      'Iota/Kappa/Lambda',
      'Iota/Mu',
    ]);
    expect(r.questions.find((q) => q.type === 'essay')?.line).toBe(55);
    expect(r.skipped).toEqual([]);
    expect(r.errors).toEqual([]);
  });
  it('multianswer.xml: the cloze question is skipped as unsupported, not mangled', () => {
    const r = parseMoodleXml(fixture('moodle-multianswer.xml'));
    expect(r.questions).toEqual([]);
    expect(r.skipped).toEqual([{ line: 12, message_key: 'import.unsupported_type', detail: 'cloze' }]);
    expect(r.errors).toEqual([]);
  });

  /*
   * Moodle refuses this file: qformat_default::importprocess (question/format.php) checks every answer's fraction
   * with match_grade_options(question_bank::fraction_options_full(), $fraction, 'error') (lib/questionlib.php),
   * which accepts a grade only within 0.00001 of its list (question/engine/bank.php: ±1, ±0.9, ±0.8333333, ±0.8,
   * ±0.75, ±0.7, ±0.6666667, ±0.6, ±0.5, ±0.4, ±0.3333333, ±0.3, ±0.25, ±0.2, ±0.1666667, ±0.1428571, ±0.125,
   * ±0.1111111, ±0.1, ±0.05, 0) and otherwise reports "invalidgrade" and skips the question. 33 % is not in it.
   */
  it('error_invalid_grades.xml: refused like Moodle refuses it, at its line, naming the grade', () => {
    const r = parseMoodleXml(fixture('moodle-error_invalid_grades.xml'));
    expect(r.questions).toEqual([]);
    expect(r.skipped).toEqual([{ line: 4, message_key: 'import.invalid_grade', detail: '33' }]);
  });
});

// Moodle's reader (qformat_xml::import_headers) stores a 1.9 <image>/<image_base64> as a file of the question text.
it('sample_questions_with_old_image_tag.xml: the Moodle 1.9 image becomes question media, the cloze is skipped', () => {
  const r = parseMoodleXml(fixture('moodle-sample_questions_with_old_image_tag.xml'));
  expect(r.skipped).toEqual([{ line: 16, message_key: 'import.unsupported_type', detail: 'cloze' }]);
  expect(r.questions[0]?.text.text).toContain('<img src="@@PLUGINFILE@@/moodle.png" alt="moodle.png" />');
  expect(r.questions[0]?.media.map((m) => [m.name, Buffer.from(m.base64, 'base64').subarray(1, 4).toString()])).toEqual([
    ['moodle.png', 'PNG'],
  ]);
});

describe('Arabic fixtures', () => {
  it('GIFT: every type (the essay too), Arabic byte for byte', () => {
    const r = parseGift(fixture('arabic.gift.txt'));
    expect(countTypes(r)).toEqual({
      single_choice: 1,
      multiple_response: 1,
      true_false: 1,
      short_text: 1,
      numeric: 2,
      matching: 1,
      essay: 1,
    });
    expect(r.skipped).toEqual([]);
    expect(r.questions[0]?.categoryPath).toEqual(['العلوم', 'الفلك']);
    expect(r.questions[0]?.text.text).toBe('ما عاصمة المغرب؟');
    expect(r.questions[0]?.options[1]?.feedback?.text).toBe('لا، هي أكبر مدينة');
    const [pi, range] = r.questions.filter((q) => q.type === 'numeric');
    expect(pi?.text.format).toBe('markdown');
    expect(pi?.numericAnswers).toEqual([{ kind: 'tolerance', value: 3.14, tolerance: 0.01, fraction: 1, feedback: null }]);
    expect(range?.numericAnswers).toEqual([{ kind: 'range', min: 1, max: 5, fraction: 1, feedback: null }]);
  });

  it('Moodle XML: every supported type, calculated skipped, @@PLUGINFILE@@ mapped to its <file>', () => {
    const r = parseMoodleXml(fixture('arabic.moodle.xml'));
    expect(countTypes(r)).toEqual({
      single_choice: 1,
      multiple_response: 1,
      true_false: 1,
      short_text: 1,
      numeric: 1,
      matching: 1,
      ordering: 1,
    });
    expect(r.skipped).toEqual([{ line: 89, message_key: 'import.unsupported_type', detail: 'calculated' }]);
    const root = r.questions[0];
    expect(root?.categoryPath).toEqual(['الرياضيات', 'الجبر']);
    expect(root?.tags).toEqual(['جبر']);
    expect(root?.text.text).toContain('@@PLUGINFILE@@/root.png');
    expect(root?.media).toEqual([{ name: 'root.png', base64: 'iVBORw0KGgo=' }]);
    expect(root?.options.map((o) => [o.text.text, o.fraction])).toEqual([
      ['٤', 1],
      ['٨', 0],
    ]);
    expect(r.questions.find((q) => q.type === 'ordering')?.options.map((o) => o.text.text)).toEqual(['واحد', 'اثنان', 'ثلاثة']);
    expect(r.questions.find((q) => q.type === 'numeric')?.numericAnswers[0]).toMatchObject({ value: 3.14, tolerance: 0.01 });
    expect(r.questions.find((q) => q.type === 'matching')?.pairs.map((p) => [p.prompt.text, p.answer])).toEqual([
      ['الأردن', 'عمّان'],
      ['تونس', 'تونس'],
    ]);
  });

  it('Aiken: BOM stripped, both option styles, Arabic kept', () => {
    const r = parseAiken(fixture('arabic.aiken.txt'));
    expect(countTypes(r)).toEqual({ single_choice: 2 });
    expect(r.errors).toEqual([]);
    expect(r.questions[0]?.text.text).toBe('ما عاصمة مصر؟');
    expect(r.questions[1]?.options.map((o) => o.fraction)).toEqual([0, 1]);
  });
});

describe('GIFT edge cases', () => {
  it('a question longer than the limit (a 10 MB line peaked at 800 MB in the parser) is refused by its line, unparsed', () => {
    const long = `::long:: ${'ب'.repeat(GIFT_QUESTION_MAX_CHARS)} {=نعم ~لا}`;
    const r = parseGift(`::a:: first {=x ~y}\n\n${long}\n\n::c:: third {T}\n`);
    expect(r.errors).toEqual([
      { line: 3, message_key: 'import.gift_too_long', params: { length: long.length, max: GIFT_QUESTION_MAX_CHARS } },
    ]);
    expect(r.questions.map((q) => q.name)).toEqual(['a', 'c']);
  });

  it('a missing brace is an error at its line and later questions still parse', () => {
    const r = parseGift('::a:: first {=x ~y}\n\n::b:: broken {=x ~y\n\n::c:: third {T}\n');
    expect(r.errors).toEqual([{ line: 3, message_key: 'import.gift_cut_short', params: { column: 20, expected: '«}»' } }]);
    expect(r.questions.map((q) => q.name)).toEqual(['a', 'c']);
  });

  it("a GIFT symbol left unescaped in a stem is named with its line and column (the parser's own finding)", () => {
    const r = parseGift('::a:: first {T}\n\n// a comment\nاختر الإجابة الصحيحة: {=أ ~ب}\n');
    expect(r.errors).toEqual([{ line: 4, message_key: 'import.gift_symbol', params: { column: 21, found: ':' } }]);
  });

  it('escapes, names, comments, formats and a BOM', () => {
    const r = parseGift('\uFEFF// a comment\n::n\\:1::[html]a \\{b\\} \\= \\~ \\# \\: {=c\\=d#why ~e}\n');
    const q = r.questions[0];
    expect(q?.name).toBe('n:1');
    expect(q?.text).toEqual({ text: 'a {b} = ~ # :', format: 'html' });
    expect(q?.options[0]).toEqual({ text: { text: 'c=d', format: 'html' }, fraction: 1, feedback: { text: 'why', format: 'html' } });
  });

  // Moodle's own files open with comment-only paragraphs (a header, a licence) before the first question.
  it('a paragraph of comments alone is not an error', () => {
    const r = parseGift('// Exported from Mizan\n// second comment line\n\n::a:: first {=x ~y}\n');
    expect(r.errors).toEqual([]);
    expect(r.questions.map((q) => q.name)).toEqual(['a']);
  });

  it('multiple numeric answers with fractions', () => {
    const r = parseGift('::p:: pi {#=%100%3.14:0.01 =%50%3.1:0.1 #close}\n');
    expect(r.questions[0]?.numericAnswers.map((a) => a.fraction)).toEqual([1, 0.5]);
  });

  it('a choice question with no mark to earn is skipped, not stored', () => {
    const r = parseGift('::z:: none {~a ~b}\n');
    expect(r.skipped).toEqual([{ line: 1, message_key: 'import.no_correct_answer', detail: 'multiple_response' }]);
  });
});

describe('Moodle XML edge cases', () => {
  it('truncated XML is an error, not a throw', () => {
    const r = parseMoodleXml('<?xml version="1.0"?>\n<quiz>\n<question type="truefalse"><name>');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]?.message_key).toBe('import.syntax_error');
  });

  it('DOCTYPE and ENTITY are refused with their line', () => {
    const xxe = '<?xml version="1.0"?>\n<!DOCTYPE quiz [\n<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<quiz>&x;</quiz>';
    expect(parseMoodleXml(xxe)).toEqual({
      questions: [],
      skipped: [],
      errors: [{ line: 2, message_key: 'import.doctype_refused' }],
    });
  });

  it('XML that is not a Moodle quiz is an error', () => {
    expect(parseMoodleXml('<html></html>').errors).toEqual([{ line: 1, message_key: 'import.not_moodle_xml' }]);
  });

  it('a fraction outside [-100, 100] is skipped as bad', () => {
    const xml = '<quiz><question type="shortanswer"><answer fraction="150"><text>a</text></answer></question></quiz>';
    expect(parseMoodleXml(xml).skipped[0]?.message_key).toBe('import.bad_fraction');
  });
});

describe('Aiken edge cases', () => {
  it('an answer letter with no option, a single option and a question without ANSWER are errors with lines', () => {
    const r = parseAiken('Q1?\nA. x\nB. y\nANSWER: C\n\nQ2?\nA. x\nANSWER: A\n\nQ3?\nA. x\n');
    expect(r.errors).toEqual([
      { line: 4, message_key: 'import.syntax_error' },
      { line: 8, message_key: 'import.aiken_too_few_options' },
      { line: 10, message_key: 'import.aiken_unfinished' },
    ]);
    expect(r.questions).toHaveLength(0);
  });

  // Moodle's aikenformat_test expects exactly these two questions from this file, and its errors on lines 3, 5, 7
  // and for the question started on line 14 (Moodle names it by its text and the line where the next one starts).
  it("Moodle's aiken_errors.txt: `A)Text` without a space reads, an unfinished question doesn't swallow the next", () => {
    const r = parseAiken(fixture('moodle-aiken_errors.txt'));
    expect(r.questions.map((q) => [q.text.text, q.options.map((o) => [o.text.text, o.fraction])])).toEqual([
      [
        'A good question',
        [
          ['Correct', 1],
          ['Incorrect', 0],
        ],
      ],
      [
        'A second good question',
        [
          ['Incorrect (No space)', 0],
          ['Correct (No space)', 1],
        ],
      ],
    ]);
    expect(r.errors).toEqual([
      { line: 3, message_key: 'import.aiken_too_few_options' },
      { line: 5, message_key: 'import.aiken_not_started' },
      { line: 7, message_key: 'import.aiken_not_started' },
      { line: 14, message_key: 'import.aiken_unfinished' },
    ]);
  });
});

describe('nothing dropped silently', () => {
  it('names, per-answer feedback and penalties travel with each question; what the bank does not keep is named', () => {
    const gift = fromImported(parseGift(fixture('arabic.gift.txt')));
    const lost = (q: (typeof gift.questions)[number]) => notKept(q.extras, keepsOptionFeedback(q.question));
    // Choice feedback is kept (kept-extras.ts); true/false's per-answer feedback has no option row to go to.
    expect(gift.questions.map(lost)).toEqual(['', '', 'feedback', '', '', '', '', '']);
    expect(gift.questions[0]?.extras?.feedback?.[1]).toEqual({ ar: 'لا، هي أكبر مدينة', en: '' });
    const kept = withKeptExtras(gift.questions[0]!.question, gift.questions[0]!.extras);
    expect(kept.name).toBe(gift.questions[0]?.extras?.name);
    expect(kept.options?.[1]?.feedback).toEqual({ ar: 'لا، هي أكبر مدينة', en: '' });
    const xml = fromImported(parseMoodleXml(fixture('moodle-nested_categories_with_questions.xml')));
    expect(xml.questions.map(lost)).toEqual(['penalty', '', 'penalty', 'penalty', 'penalty']);
    expect(xml.questions[0]?.extras).toMatchObject({ penalty: 1 });
  });

  it('Moodle XML: combined feedback, hints and the ID number are read', () => {
    const r = fromImported(
      parseMoodleXml(`<quiz><question type="truefalse"><name><text>ق١</text></name><questiontext><text>نص</text></questiontext>
        <idnumber>Q-7</idnumber><correctfeedback><text>أحسنت</text></correctfeedback><incorrectfeedback><text></text></incorrectfeedback>
        <hint><text>فكّر</text></hint><answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
        </question></quiz>`),
    );
    expect(r.questions[0]?.extras).toEqual({
      name: 'ق١',
      outcome_feedback: [{ ar: 'أحسنت', en: '' }],
      hints: [{ ar: 'فكّر', en: '' }],
      idnumber: 'Q-7',
    });
    expect(notKept(r.questions[0]?.extras)).toBe('outcome_feedback,hints,idnumber');
  });
});
