import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { transferQuestion } from './question-arbitrary.js';
import { readQti } from './qti.js';
import { writeQti } from './qti-writer.js';

const strip = (questions: { question: unknown; categoryPath: string[] }[]) =>
  questions.map(({ question, categoryPath }) => ({ question, categoryPath }));

describe('QTI packages', () => {
  it('round-trips random bilingual questions of every type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(transferQuestion, { minLength: 1, maxLength: 5 }), async (questions) => {
        const report = await readQti(await writeQti(questions));
        expect(report.problems).toEqual([]);
        expect(strip(report.questions)).toEqual(strip(questions));
      }),
      { numRuns: 50 },
    );
  });
});

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** A fixture folder zipped as a content package. */
async function packageOf(folder: string): Promise<Buffer> {
  const zip = new JSZip();
  const root = path.join(FIXTURES, folder);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      zip.file(path.relative(root, full), await readFile(full));
    }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('QTI fixtures', () => {
  it('reads an Arabic QTI 3.0 package: every supported interaction, the essay for a person to mark', async () => {
    const report = await readQti(await packageOf('qti-ar'));
    expect(report.problems).toEqual([]);
    const [capital, primes, plural, months, capitals, essay] = report.questions.map((q) => q.question);
    expect(essay).toMatchObject({ type: 'essay', text: { ar: 'اكتب فقرة عن وطنك.', en: '' }, key: { type: 'essay', min_words: null } });
    expect(capital).toMatchObject({
      type: 'single_choice',
      text: { ar: 'ما عاصمة المملكة العربية السعودية؟', en: '' },
      options: [
        { text: { ar: 'جدة' }, correct: false },
        { text: { ar: 'الرياض' }, correct: true },
        { text: { ar: 'الدمام' }, correct: false },
      ],
    });
    expect(primes!.text.ar).toBe('<p>أيّ هذه الأعداد <strong>أولية</strong>؟</p>');
    expect(primes!.key).toMatchObject({
      type: 'multiple_response',
      options: [{ fraction: 0.5 }, { fraction: 0.5 }, { text: { ar: '٤' }, fraction: -0.5 }],
      all_or_nothing: false,
    });
    expect(plural).toMatchObject({
      type: 'short_text',
      // The entry sits inline after the question: its blank stays in the text.
      text: { ar: '<p>ما جمع كلمة «كتاب»؟ _____</p>' },
      key: {
        accepted: [
          { text: 'كتب', fraction: 1 },
          { text: 'كُتُب', fraction: 1 },
        ],
        // No `case-sensitive="false"` on its map entries: QTI compares them as written.
        exact: true,
      },
    });
    expect(months!.key).toMatchObject({ type: 'ordering', items: [{ ar: 'محرم' }, { ar: 'صفر' }, { ar: 'ربيع الأول' }] });
    expect(capitals!.key).toMatchObject({
      type: 'matching',
      pairs: [
        { prompt: { ar: 'مصر' }, answer: { ar: 'القاهرة' } },
        { prompt: { ar: 'الأردن' }, answer: { ar: 'عمّان' } },
      ],
      distractors: [{ ar: 'بيروت', en: '' }],
      all_or_nothing: true,
    });
    expect(report.questions.map((q) => q.at)).toEqual(
      ['capital', 'primes', 'plural', 'months', 'capitals', 'essay'].map((name) => ({ item: `items/${name}.xml` })),
    );
  });

  it('reads QTI 2.1 names, and reports an item missing from the package', async () => {
    const report = await readQti(await packageOf('qti21'));
    expect(report.questions).toHaveLength(1);
    expect(report.questions[0]!.question).toMatchObject({
      type: 'single_choice',
      text: { ar: '<p>Look at the text in the picture.</p> What does it say?' },
    });
    expect(report.questions[0]!.question.options!.map((o) => o.correct)).toEqual([true, false, false]);
    expect(report.problems).toEqual([{ at: { item: 'missing.xml' }, message_key: 'import.unreadable_file', skipped: false }]);
  });
});

/** A question as the bank stores it, its texts written in the editor's rich text (sanitized as the bank does). */
const RICH_QUESTION = {
  question: QuestionInput.parse({
    type: 'single_choice',
    text: {
      ar: sanitizeRichText(
        '<p>ما <strong>ناتج</strong> <span data-type="inline-math" data-latex="x^2 &lt; y">x^2 &lt; y</span> عندما <em>x = 3</em>؟ <u>تحته خط</u></p>' +
          '<ul><li>أولًا &amp; ثانيًا</li><li><a href="https://example.org/a?b=1&amp;c=2">رابط</a></li></ul>' +
          '<p>صيغة <math><mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></math><br />سطر <sub>١</sub><sup>٢</sup></p>',
      ),
      en: sanitizeRichText('<p dir="ltr">What is <b>the result</b>?</p>'),
    },
    options: [
      { text: { ar: sanitizeRichText('<strong>٩</strong>'), en: '9' }, correct: true },
      { text: { ar: sanitizeRichText('٦ &lt; ٩'), en: sanitizeRichText('<i>6</i>') }, correct: false },
    ],
    category: null,
  }),
  categoryPath: ['رياضيات'],
  at: { row: 0 },
};

describe("Mizan's rich text in QTI items (#29)", () => {
  it('writes rich text as XHTML in the QTI namespace, not as escaped markup', async () => {
    const zip = await JSZip.loadAsync(await writeQti([RICH_QUESTION]));
    const item = await zip.file('items/q1.xml')!.async('string');
    expect(item).not.toContain('&lt;strong');
    expect(item).toContain(
      '<qti-prompt><div xml:lang="ar" dir="rtl"><p>ما <strong>ناتج</strong> <span class="math-tex" dir="ltr">\\(x^2 &lt; y\\)</span> عندما <em>x = 3</em>؟ <span class="qti-underline">تحته خط</span></p>',
    );
    expect(item).toContain('<ul><li>أولًا &amp; ثانيًا</li><li><a href="https://example.org/a?b=1&amp;c=2">رابط</a></li></ul>');
    expect(item).toContain(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></math><br/>سطر <sub>١</sub><sup>٢</sup>',
    );
    expect(item).toContain('<qti-simple-choice identifier="C1"><div xml:lang="ar" dir="rtl"><strong>٩</strong></div></qti-simple-choice>');
    expect(item).toContain('<qti-simple-choice identifier="C2"><div xml:lang="ar" dir="rtl">٦ &lt; ٩</div></qti-simple-choice>');
    const english = await zip.file('items/q1-en.xml')!.async('string');
    expect(english).toContain('<qti-prompt><div xml:lang="en" dir="ltr"><p dir="ltr">What is <b>the result</b>?</p></div></qti-prompt>');
  });

  it('writes an answer accepted twice once, at its best mark (QTI map keys are unique)', async () => {
    const rabat = {
      question: QuestionInput.parse({
        type: 'short_text',
        text: { ar: 'عاصمة المغرب؟', en: '' },
        category: null,
        key: {
          type: 'short_text',
          accepted: [
            { text: 'الرباط', fraction: 1 },
            { text: 'Rabat', fraction: 0.25 },
            { text: 'rabat', fraction: 0.5 },
          ],
          exact: false,
        },
      }),
      categoryPath: [],
      at: { row: 0 },
    };
    const item = await (await JSZip.loadAsync(await writeQti([rabat]))).file('items/q1.xml')!.async('string');
    expect(item.match(/<qti-map-entry /g)).toHaveLength(2);
    expect(item).toContain('map-key="rabat" mapped-value="0.5"');
    const [read] = (await readQti(await writeQti([rabat]))).questions;
    expect(read!.question.key).toMatchObject({
      accepted: [
        { text: 'الرباط', fraction: 1 },
        { text: 'rabat', fraction: 0.5 },
      ],
    });
  });

  it('reads its XHTML back to the same rich text', async () => {
    const report = await readQti(await writeQti([RICH_QUESTION]));
    expect(report.problems).toEqual([]);
    expect(strip(report.questions)).toEqual(strip([RICH_QUESTION]));
  });

  it("packages the question images it shows, never another folder's uploads, and reads them back as the question's media", async () => {
    const text = (html: string) => ({ ar: sanitizeRichText(html), en: '' });
    const question = {
      ...RICH_QUESTION,
      question: QuestionInput.parse({
        type: 'single_choice',
        text: text(
          '<p>انظر <img src="/uploads/question-media/abc-1.webp" alt="شكل ١" width="120" /> و<img src="/uploads/answer-files/x-2.png" alt="ملف طالب" /></p>',
        ),
        options: [
          { text: text('<img src="/uploads/question-media/abc-1.webp" alt="الشكل نفسه" />'), correct: true },
          { text: text('<img src="/uploads/question-media/gone-3.webp" alt="مفقود" />'), correct: false },
        ],
        category: null,
      }),
    };
    const bytes = Buffer.from('RIFF-webp');
    const asked: string[] = [];
    const exported = await writeQti([question], async (key) => {
      asked.push(key);
      return key === 'question-media/abc-1.webp' || key === 'answer-files/x-2.png' ? bytes : null;
    });
    // Students' files are never read into a package, whatever a text's src says.
    expect(asked.sort()).toEqual(['question-media/abc-1.webp', 'question-media/gone-3.webp']);
    const zip = await JSZip.loadAsync(exported);
    expect(await zip.file('items/media/abc-1.webp')!.async('nodebuffer')).toEqual(bytes);
    const item = await zip.file('items/q1.xml')!.async('string');
    expect(item).toContain('<img src="media/abc-1.webp" alt="شكل ١" width="120"/>');
    expect(item).toContain('<img src="/uploads/answer-files/x-2.png" alt="ملف طالب"/>');
    expect(item).toContain('<img src="/uploads/question-media/gone-3.webp" alt="مفقود"/>');
    expect(await zip.file('imsmanifest.xml')!.async('string')).toContain(
      '<file href="items/q1.xml"/><file href="items/media/abc-1.webp"/><dependency identifierref="q1-mizan"/>',
    );

    const report = await readQti(exported);
    expect(report.problems).toEqual([]);
    const [back] = report.questions;
    expect(back!.question.text.ar).toBe(
      '<p>انظر <img src="@@PLUGINFILE@@/items/media/abc-1.webp" alt="شكل ١" width="120" /> و<img src="/uploads/answer-files/x-2.png" alt="ملف طالب" /></p>',
    );
    expect(back!.question.options!.map((o) => o.text.ar)).toEqual([
      '<img src="@@PLUGINFILE@@/items/media/abc-1.webp" alt="الشكل نفسه" />',
      '<img src="/uploads/question-media/gone-3.webp" alt="مفقود" />',
    ]);
    expect(back!.media).toEqual([{ name: 'items/media/abc-1.webp', base64: bytes.toString('base64') }]);
  });

  it('still reads a package an earlier Mizan exported, its texts escaped markup (fixtures/qti-mizan-escaped)', async () => {
    const report = await readQti(await packageOf('qti-mizan-escaped'));
    expect(report.problems).toEqual([]);
    const [formatted, ordering, mathml] = report.questions;
    expect(formatted!.categoryPath).toEqual(['رياضيات']);
    expect(formatted!.question).toMatchObject({
      type: 'single_choice',
      name: 'تنسيق',
      text: {
        ar:
          '<p>ما <strong>ناتج</strong> <span data-type="inline-math" data-latex="x^2" dir="ltr">x^2</span> عندما <em>x = 3</em>؟</p>' +
          '<ul><li>أولًا</li><li><a href="https://example.org/a?b=1&amp;c=2" rel="noopener noreferrer" target="_blank">رابط</a></li></ul>',
        en: '<p dir="ltr">What is <strong>the result</strong> of <u>x</u> &lt; 4 &amp; more?</p>',
      },
      general_feedback: { ar: '<p><b>تسعة</b></p>', en: '' },
      options: [
        { text: { ar: '<strong>٩</strong>', en: '9' }, correct: true, feedback: { ar: '<em>أحسنت</em>', en: 'Well done' } },
        { text: { ar: '٦ &lt; ٩', en: '6 &lt; 9' }, correct: false },
      ],
    });
    expect(ordering!.question).toMatchObject({
      text: { ar: '<p>رتّب <sub>١</sub> <sup>٢</sup></p>', en: '' },
      key: {
        type: 'ordering',
        items: [
          { ar: 'أ < ب', en: '' },
          { ar: 'ج & د', en: 'C & D' },
        ],
        all_or_nothing: true,
      },
    });
    expect(mathml!.question).toMatchObject({
      type: 'short_text',
      text: { ar: '<p>اكتب <math><mi>x</mi><mo>=</mo><mn>2</mn></math></p>', en: '' },
      key: { accepted: [{ text: 'اثنان', fraction: 1 }], exact: false },
    });
  });
});

describe('malformed QTI packages', () => {
  const refused = (key: string) => ({ questions: [], problems: [{ at: { item: 'imsmanifest.xml' }, message_key: key, skipped: false }] });

  it("reads a Mizan export whose metadata file is not Mizan's shape as another tool's items", async () => {
    const exported = await writeQti([
      {
        question: QuestionInput.parse({
          type: 'true_false',
          text: { ar: 'الشمس نجم', en: 'The sun is a star' },
          key: { type: 'true_false', correct: true },
          category: null,
        }),
        categoryPath: ['علوم'],
        at: { row: 0 },
      },
    ]);
    const zip = await JSZip.loadAsync(exported);
    zip.file('mizan/q1.json', JSON.stringify({ format: 'mizan-question/2', items: 'q1' }));
    const report = await readQti(await zip.generateAsync({ type: 'nodebuffer' }));
    expect(report.problems).toEqual([]);
    // Without Mizan's metadata the two language items are two questions, filed nowhere.
    expect(report.questions.map((q) => [q.question.type, q.categoryPath])).toEqual([
      ['true_false', []],
      ['true_false', []],
    ]);
  });

  it('refuses a zip bomb while inflating, whatever its headers say', async () => {
    const zip = new JSZip();
    zip.file('imsmanifest.xml', '<manifest/>');
    zip.file('items/bomb.xml', Buffer.alloc(60 * 1024 * 1024, 0x20));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const manifest = `<manifest><resources><resource type="imsqti_item_xmlv3p0" href="items/bomb.xml"/></resources></manifest>`;
    zip.file('imsmanifest.xml', manifest);
    expect(await readQti(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }))).toEqual(refused('import.zip_too_large'));
  });

  it('refuses too many entries, a truncated zip, a package without manifest and a DOCTYPE', async () => {
    const many = new JSZip();
    for (let i = 0; i < 5001; i++) many.file(`f${i}`, '');
    expect(await readQti(await many.generateAsync({ type: 'nodebuffer' }))).toEqual(refused('import.zip_too_large'));

    const whole = await packageOf('qti-ar');
    expect(await readQti(whole.subarray(0, whole.length / 2))).toEqual(refused('import.unreadable_file'));
    expect(await readQti(Buffer.from('not a zip'))).toEqual(refused('import.unreadable_file'));

    const bare = new JSZip();
    bare.file('items/q1.xml', '<qti-assessment-item/>');
    expect(await readQti(await bare.generateAsync({ type: 'nodebuffer' }))).toEqual(refused('import.no_manifest'));

    const xxe = new JSZip();
    xxe.file('imsmanifest.xml', '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>');
    expect(await readQti(await xxe.generateAsync({ type: 'nodebuffer' }))).toEqual(refused('import.doctype_refused'));
  });
});

/** 1EdTech's published QTI 3.0 examples, copied verbatim (fixtures/README.md names each source and licence). */
describe("1EdTech's QTI examples", () => {
  const item = (report: Awaited<ReturnType<typeof readQti>>, href: string) =>
    report.questions.find((q) => 'item' in q.at && q.at.item === href);

  it('BBQsTest: the stem outside <qti-prompt> is kept, inline feedback leaves the option text for its feedback', async () => {
    const report = await readQti(await packageOf('qti-bbqs'));
    const tf = item(report, 'id-83210b60ed8f/TF-choice.xml');
    expect(tf?.question.type).toBe('single_choice');
    expect(tf?.question.text.ar).toBe('<div>An octahedron has 12 faces.</div>');
    expect(tf?.question.options?.map((o) => [o.text.ar, o.correct])).toEqual([
      ['True', false],
      ['False', true],
    ]);
    expect(tf?.extras?.feedback).toEqual([
      { ar: 'No, an octahedron has 8 faces.', en: '' },
      { ar: "That's right, an octahedron has 8 faces.", en: '' },
    ]);
    expect(tf?.extras?.name).toBe('True/false question about geometry');
    // Feedback shown for the outcome (OK / No) sits in the body: it is feedback, not part of the question.
    const materials = item(report, 'id-3cd82285401e/MultipleAnswer-choice-materials.xml');
    expect(materials?.question.text.ar).toBe('Select the application(s) for which aluminium alloy is most suitable:');
    expect(materials?.extras?.outcome_feedback).toEqual([
      { ar: "Yes, that's correct.", en: '' },
      { ar: "No, that's not correct.", en: '' },
    ]);
    // The upload interaction is a file answer (#28): one file, marked by a person.
    expect(item(report, 'id-90b59b73c8e4/upload-file.xml')?.question).toMatchObject({ type: 'file_upload', key: { type: 'file_upload' } });
    // Every item of the package is a question or a reason: 12 read (2 essays, 1 file answer), 10 skipped, nothing else.
    expect(report.questions).toHaveLength(12);
    // The ordering item's pictures come from flickr.com: the bank shows only its own files, so each is named.
    const media = report.problems.filter((p) => p.message_key === 'import.media_skipped');
    expect(media.map((p) => [p.at, p.detail?.replace(/^http:\/\/farm\d\.static\.flickr\.com\/.*$/, 'flickr')])).toEqual(
      Array(4).fill([{ item: 'id-be3cd3bdd3d4/order-mountains.xml' }, 'flickr']),
    );
    expect(report.problems.filter((p) => p.message_key !== 'import.media_skipped').map((p) => [p.at, p.message_key, p.detail])).toEqual(
      [
        ['id-992e8bd3c9ac/hotspot-maximum.xml', 'import.unsupported_type', 'select-point-interaction'],
        ['id-f8e13982226c/jumble-gapMatch.xml', 'import.unsupported_type', 'gap-match-interaction'],
        ['id-377d71221b04/jumble-inlineChoice.xml', 'import.unsupported_type', 'inline-choice-interaction'],
        ['id-2a2cfb9f4dde/Likert-match-questionSet.xml', 'import.empty_stem', undefined],
        ['id-200e2c3f7d76/matching-associate-trigDeriv.xml', 'import.unsupported_type', 'associate-interaction'],
        ['id-8167235c360b/QuizBowl-multi-geometry.xml', 'import.unsupported_type', 'inline-choice-interaction'],
        ['id-bd44a757f562/SineRule-001.xml', 'import.unsupported_type', '2 interactions'],
        ['id-13b92f311fc0/SineRule-002-maths.xml', 'import.unsupported_type', '2 interactions'],
        ['id-d565dbe89933/text_entry-Lycidas.xml', 'import.unsupported_type', '2 interactions'],
        // A custom rule comparing the response with 42 (no declared correct response) is not guessed at.
        ['id-f9f3153e2ba4/TheAnswer-001.xml', 'import.custom_scoring', undefined],
      ].map(([item, key, detail]) => [{ item }, key, detail]),
    );
  });

  it('CASEWithOutcome: a manifest written with the imscp: prefix is read by its namespace', async () => {
    const report = await readQti(await packageOf('qti-case-outcome'));
    expect(report.problems).toEqual([]);
    expect(report.questions).toHaveLength(19);
    expect(item(report, 'A_104374830.xml')?.question).toMatchObject({
      type: 'short_text',
      text: { ar: '<div>songs - to sing (Simple Past)<br/> _____</div>' },
      key: { accepted: [{ text: 'songs were sung', fraction: 1 }], exact: true },
    });
  });

  it('items: images from the package, scoring kept (upper bound, case), MathML and direction kept', async () => {
    const report = await readQti(await packageOf('qti-1edtech-items'));
    const choice = item(report, 'choice.xml');
    expect(choice?.question.text.ar).toBe(
      '<p>Look at the text in the picture.</p> <p><img src="@@PLUGINFILE@@/images/sign.png" alt="NEVER LEAVE LUGGAGE UNATTENDED"/></p> What does it say?',
    );
    expect(choice?.media?.map((m) => m.name)).toEqual(['images/sign.png']);
    expect(Buffer.from(choice!.media![0]!.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');

    // upper-bound="2" with H=1, O=1, Cl=−1: Hydrogen alone earns half the mark, not all of it.
    const water = item(report, 'choice_multiple.xml');
    expect(water?.question.key).toMatchObject({
      type: 'multiple_response',
      options: [0.5, 0, 0, 0.5, 0, -0.5].map((fraction) => ({ fraction })),
    });
    // QTI map entries are case-sensitive unless they say otherwise: `york` earns half, as written.
    expect(item(report, 'text_entry.xml')?.question.key).toEqual({
      type: 'short_text',
      accepted: [
        { text: 'York', fraction: 1 },
        { text: 'york', fraction: 0.5 },
      ],
      exact: true,
    });
    // No correct response and no scoring: a survey item, not a graded question.
    expect(report.problems).toContainEqual({ at: { item: 'likert.xml' }, message_key: 'import.no_correct_answer', skipped: true });

    const svg = item(report, 'svg.xml');
    expect(svg?.question.text.ar).toContain('<img src="@@PLUGINFILE@@/images/rectangle.svg"');
    expect(svg?.media?.map((m) => m.name)).toEqual(['images/rectangle.svg']);

    expect(item(report, 'math.xml')?.question.text.ar).toContain(
      '<math><mrow><mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></mrow></math>',
    );
    expect(item(report, 'choice_multiple_rtl.xml')?.question.text.ar).toBe('<div dir="rtl">איזה מהגורמים הבאים משמשים ליצירת מים</div>');

    const feedback = item(report, 'Example02-feedbackInline.xml');
    expect(feedback?.question).toMatchObject({ type: 'true_false', key: { correct: true } });
    expect(feedback?.extras?.feedback).toEqual([
      { ar: "That's correct", en: '' },
      { ar: "That's not correct", en: '' },
    ]);

    // The video can't be kept: named per question, and no player pointing at a missing file is left behind.
    const video = item(report, 'audio-video.xml');
    expect(video?.question.text.ar).not.toContain('<video');
    expect(report.problems.filter((p) => p.message_key === 'import.media_skipped')).toEqual(
      ['images/big_buck_bunny.mp4', 'images/big_buck_bunny.webm', 'images/texttrack-en.vtt', 'images/texttrack-jpn.vtt'].map((detail) => ({
        at: { item: 'audio-video.xml' },
        message_key: 'import.media_skipped',
        detail,
        skipped: false,
      })),
    );
  });

  it('a manifest without any item says so instead of answering with an empty list', async () => {
    const zip = new JSZip();
    zip.file('imsmanifest.xml', '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"><resources/></manifest>');
    expect(await readQti(await zip.generateAsync({ type: 'nodebuffer' }))).toEqual({
      questions: [],
      problems: [{ at: { item: 'imsmanifest.xml' }, message_key: 'import.no_items', skipped: false }],
    });
  });
});
