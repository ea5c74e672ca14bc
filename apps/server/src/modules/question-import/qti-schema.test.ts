import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { mapRichTexts } from '../question-transfer/media.js';
import { DEMO_BANK, transferQuestion as q } from './test-demo-bank.js';
import { transferQuestion } from './question-arbitrary.js';
import { readQti } from './qti.js';
import { writeQti } from './qti-writer.js';
import type { TransferQuestion } from './transfer.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const ITEM_SCHEMA = 'imsqti_asiv3p0p1_v1p0.xsd';
const MANIFEST_SCHEMA = 'imsqtiv3p0_imscpv1p2_v1p0.xsd';

let schemas: XMLFileInfo[] = [];

/** Schema errors of these documents, as `file:line: message`: xmllint parses the schema once per call (~7 s for items). */
async function schemaErrors(files: XMLFileInfo[], schema: string): Promise<string[]> {
  const result = await validateXML({
    xml: files,
    schema: schemas.find((s) => s.fileName === schema)!,
    preload: schemas,
    // The item schema needs more than xmllint-wasm's default 32 MiB; starting large spares the growing.
    initialMemoryPages: 4_096,
    maxMemoryPages: 16_384,
  });
  return result.errors.map((e) => `${e.loc?.fileName ?? '?'}:${e.loc?.lineNumber ?? '?'}: ${e.message}`);
}

/** A package's manifest and items as files to validate, named `<package>/<path>` (xmllint wants flat names). */
async function documentsOf(name: string, zipped: Buffer): Promise<{ manifest: XMLFileInfo; items: XMLFileInfo[] }> {
  const zip = await JSZip.loadAsync(zipped);
  const file = async (entry: string): Promise<XMLFileInfo> => ({
    fileName: `${name}_${entry.replace(/\//g, '_')}`,
    contents: await zip.file(entry)!.async('string'),
  });
  const items = Object.keys(zip.files).filter((entry) => entry.startsWith('items/') && entry.endsWith('.xml'));
  return { manifest: await file('imsmanifest.xml'), items: await Promise.all(items.map(file)) };
}

const both = (ar: string, en: string) => ({ ar, en });

/** Every question type the bank has, with what an operator adds: names, feedback, profile points, both languages. */
const BANK: TransferQuestion[] = [
  q(
    {
      type: 'single_choice',
      name: 'عاصمة المملكة',
      text: both('<p>ما عاصمة المملكة العربية السعودية؟</p>', '<p>What is the capital of Saudi Arabia?</p>'),
      general_feedback: both('<p>الرياض هي العاصمة.</p>', '<p>Riyadh is the capital.</p>'),
      tags: ['جغرافيا'],
      difficulty: 2,
      mark: 2,
      options: [
        { text: both('جدة', 'Jeddah'), feedback: both('مدينة ساحلية', 'A coastal city') },
        { text: both('الرياض', 'Riyadh'), correct: true },
        { text: both('الدمام', 'Dammam'), fraction: 0.25 },
      ],
    },
    ['جغرافيا', 'المدن'],
  ),
  q({
    type: 'single_choice',
    text: both('أحب العمل بيدي', ''),
    options: [
      { text: both('نعم', ''), points: { R: 2 } },
      { text: both('لا', ''), points: { I: 1 } },
    ],
  }),
  q({
    type: 'multiple_response',
    text: both('أيّ هذه الأعداد أولية؟', 'Which of these numbers are prime?'),
    key: {
      type: 'multiple_response',
      options: [
        { text: both('٢', '2'), fraction: 0.5, feedback: both('صحيح', 'Right') },
        { text: both('٣', '3'), fraction: 0.5 },
        { text: both('٤', '4'), fraction: -0.5 },
      ],
      all_or_nothing: false,
    },
  }),
  q({ type: 'true_false', text: both('الشمس نجم.', 'The sun is a star.'), key: { type: 'true_false', correct: true } }),
  // English a copy of the Arabic: written once, read back as both.
  q({ type: 'true_false', text: both('H2O', 'H2O'), key: { type: 'true_false', correct: false } }),
  q({
    type: 'ordering',
    text: both('رتّب الأشهر', 'Order the months'),
    key: { type: 'ordering', items: [both('محرم', 'Muharram'), both('صفر', ''), both('ربيع الأول', 'Rabi I')], all_or_nothing: true },
  }),
  q({
    type: 'matching',
    text: both('صل كل دولة بعاصمتها', 'Match each country with its capital'),
    key: {
      type: 'matching',
      pairs: [
        { prompt: both('مصر', 'Egypt'), answer: both('القاهرة', 'Cairo'), feedback: both('أكبر مدن أفريقيا', '') },
        { prompt: both('الأردن', 'Jordan'), answer: both('عمّان', 'Amman') },
      ],
      distractors: [both('بيروت', 'Beirut')],
      all_or_nothing: false,
    },
  }),
  q({
    type: 'numeric',
    text: both('كم يساوي ٢ × ٣٫٥؟', 'What is 2 × 3.5?'),
    key: {
      type: 'numeric',
      accepted: [
        { value: 7, tolerance: 0.1, fraction: 1, feedback: both('أحسنت', 'Well done') },
        { min: 6, max: 8, fraction: 0.5 },
      ],
      unit: 'م',
    },
  }),
  q({
    type: 'short_text',
    text: both('ما جمع كلمة «كتاب»؟', 'What is the plural of «كتاب»?'),
    key: {
      type: 'short_text',
      accepted: [
        { text: 'كتب', fraction: 1, feedback: both('نعم', 'Yes') },
        { text: 'Books & <more>', fraction: 0.5 },
      ],
      exact: true,
    },
  }),
  q({
    type: 'essay',
    name: 'مقال النخلة',
    text: both('<p>اكتب فقرة عن النخلة.</p>', '<p>Write a paragraph about the palm tree.</p>'),
    mark: 10,
    key: {
      type: 'essay',
      min_words: 50,
      max_words: 200,
      template: both('<p>النخلة…</p>', ''),
      marker_info: both('<p>تُقيَّم اللغة والأفكار.</p>', '<p>Language and ideas are marked.</p>'),
    },
  }),
  q({
    type: 'file_upload',
    name: 'صورة التجربة',
    text: both('<p>ارفع صورة دفتر التجربة.</p>', '<p>Upload a photo of your lab notebook.</p>'),
    mark: 5,
    key: {
      type: 'file_upload',
      max_files: 3,
      max_size_mb: 8,
      kinds: ['image'],
      marker_info: both('<p>الرسم والجدول.</p>', ''),
    },
  }),
];

/**
 * The editor's rich text in every place an item shows it (#29): paragraphs with a direction, lists, bold, italic,
 * underline, sub- and superscripts, a link, an image, MathML and TeX formulas.
 */
const RICH_TEXT = sanitizeRichText(
  '<p dir="rtl">احسب <strong>ناتج</strong> <em>العبارة</em> <u>الآتية</u> <span data-type="inline-math" data-latex="\\frac{1}{2} &lt; x">\\frac{1}{2} &lt; x</span>:</p>' +
    '<ol><li>س<sub>١</sub> + س<sup>٢</sup></li><li><math display="block"><mi mathvariant="bold">x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></math></li></ol>' +
    '<p><img src="/uploads/question-media/shape-1.webp" alt="شكل المسألة" width="200" /><br />' +
    '<a href="https://example.org/?a=1&amp;b=2">مرجع</a></p><div dir="ltr">E = mc<sup>2</sup></div>',
);
/** Markup the sanitizer keeps where QTI has no place for it: a list inside a link, an item outside a list. */
const MISPLACED = sanitizeRichText('<p><a href="https://example.org/">مرجع <ul><li>داخل رابط</li></ul></a></p><li>خارج قائمة</li>');
const RICH: TransferQuestion[] = [
  q({
    type: 'single_choice',
    text: both(RICH_TEXT, sanitizeRichText('<p dir="ltr">Compute <b>the result</b> of <i>the expression</i>.</p>')),
    options: [
      {
        text: both(sanitizeRichText('<strong>١</strong> <img src="/uploads/question-media/shape-1.webp" alt="شكل" />'), ''),
        correct: true,
      },
      { text: both(sanitizeRichText('<ul><li>٢</li></ul>'), ''), correct: false },
    ],
  }),
  q({
    type: 'multiple_response',
    text: both(RICH_TEXT, ''),
    key: {
      type: 'multiple_response',
      options: [
        { text: both(sanitizeRichText('<em>أ</em>'), ''), fraction: 1 },
        { text: both(sanitizeRichText('<span data-type="inline-math" data-latex="x^2">x^2</span>'), ''), fraction: 0 },
      ],
      all_or_nothing: true,
    },
  }),
  q({
    type: 'numeric',
    text: both(RICH_TEXT, ''),
    key: { type: 'numeric', accepted: [{ value: 2, tolerance: 0, fraction: 1 }], unit: null },
  }),
  q({ type: 'essay', text: both(RICH_TEXT, ''), key: { type: 'essay' } }),
  q({ type: 'essay', text: both(MISPLACED, ''), key: { type: 'essay' } }),
];

/** What the schemas must refuse (the export's faults before it was fixed), so a passing check means something. */
const BROKEN_ITEM: XMLFileInfo = {
  fileName: 'broken_item.xml',
  contents: `<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="q1" title="t" adaptive="false" time-dependent="false"><qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response/></qti-response-declaration></qti-assessment-item>`,
};
const BROKEN_MANIFEST: XMLFileInfo = {
  fileName: 'broken_manifest.xml',
  contents: `<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:x="urn:x" identifier="m"><metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata><organizations/><resources><resource identifier="q1" type="imsqti_item_xmlv3p0" href="q1.xml"><metadata><x:question/></metadata><file href="q1.xml"/></resource></resources></manifest>`,
};

const kept = (questions: TransferQuestion[]) => questions.map(({ question, categoryPath }) => ({ question, categoryPath }));

/** A fixture folder zipped as a content package. */
async function packageOf(folder: string): Promise<Buffer> {
  const zip = new JSZip();
  const root = path.join(FIXTURES, folder);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }))
    if (entry.isFile())
      zip.file(path.relative(root, path.join(entry.parentPath, entry.name)), await readFile(path.join(entry.parentPath, entry.name)));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('QTI export against the QTI 3.0 schemas', () => {
  let bank: Buffer;
  let demo: Buffer;
  let rich: Buffer;
  let imported: TransferQuestion[];
  let examples: Buffer;
  let errors: string[];
  let bankItems: number;

  // Both packages are validated in one pass per schema: parsing the item schema is the slow part.
  beforeAll(async () => {
    const dir = path.join(FIXTURES, 'qti3-schemas');
    const names = (await readdir(dir)).filter((name) => name.endsWith('.xsd'));
    schemas = await Promise.all(names.map(async (fileName) => ({ fileName, contents: await readFile(path.join(dir, fileName), 'utf8') })));
    bank = await writeQti(BANK);
    demo = await writeQti(DEMO_BANK);
    // With the image packaged, as the export route does when the file is stored.
    rich = await writeQti(RICH, async (key) => (key === 'question-media/shape-1.webp' ? Buffer.from('webp') : null));
    const random = await writeQti(fc.sample(transferQuestion, { numRuns: 60, seed: 29 }));
    // Imported into the bank, their texts are sanitized (question-bank/service.ts): an export starts from that.
    imported = (await readQti(await packageOf('qti-1edtech-items'))).questions.map((tq) => ({
      ...tq,
      question: mapRichTexts(tq.question, sanitizeRichText),
    }));
    examples = await writeQti(imported);
    const documents = [
      await documentsOf('bank', bank),
      await documentsOf('demo', demo),
      await documentsOf('examples', examples),
      await documentsOf('rich', rich),
      await documentsOf('random', random),
    ];
    bankItems = documents[0]!.items.length;
    errors = [
      ...(await schemaErrors([...documents.map((d) => d.manifest), BROKEN_MANIFEST], MANIFEST_SCHEMA)),
      ...(await schemaErrors([...documents.flatMap((d) => d.items), BROKEN_ITEM], ITEM_SCHEMA)),
    ];
  });

  it('validates a bank of every type, one language per item, and reads back equal', async () => {
    expect(errors.filter((e) => e.startsWith('bank_')).slice(0, 10)).toEqual([]);
    // One Arabic item per question, plus an English one where the English isn't empty or a copy.
    expect(bankItems).toBe(BANK.length * 2 - 2);
    const back = await readQti(bank);
    expect(back.problems).toEqual([]);
    expect(kept(back.questions)).toEqual(kept(BANK));
  });

  it("validates the demo bank's export and reads it back equal", async () => {
    expect(DEMO_BANK.length).toBeGreaterThan(50);
    expect(errors.filter((e) => e.startsWith('demo_')).slice(0, 10)).toEqual([]);
    const back = await readQti(demo);
    expect(back.problems).toEqual([]);
    expect(kept(back.questions)).toEqual(kept(DEMO_BANK));
  });

  it("validates the export of 1EdTech's example items once imported, and reads it back equal", async () => {
    expect(imported.length).toBeGreaterThan(0);
    expect(errors.filter((e) => e.startsWith('examples_')).slice(0, 10)).toEqual([]);
    expect(kept((await readQti(examples)).questions)).toEqual(kept(imported));
  });

  it('validates rich text (formatting, lists, a link, an image, MathML, TeX) in prompts, choices and the body, and reads it back', async () => {
    expect(errors.filter((e) => e.startsWith('rich_')).slice(0, 10)).toEqual([]);
    const zip = await JSZip.loadAsync(rich);
    const item = await zip.file('items/q1.xml')!.async('string');
    expect(item).toContain('<strong>ناتج</strong> <em>العبارة</em> <span class="qti-underline">الآتية</span>');
    expect(item).toContain('<img src="media/shape-1.webp" alt="شكل المسألة" width="200"/>');
    expect(item).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><mi mathvariant="bold">x</mi>');
    const back = await readQti(rich);
    expect(back.problems).toEqual([]);
    // The packaged image comes back as the package's file, stored anew on import; everything else as it was.
    const packaged = (html: string) => html.replaceAll('/uploads/question-media/shape-1.webp', '@@PLUGINFILE@@/items/media/shape-1.webp');
    expect(kept(back.questions.slice(0, -1))).toEqual(
      kept(RICH.slice(0, -1).map((tq) => ({ ...tq, question: mapRichTexts(tq.question, packaged) }))),
    );
    // Misplaced markup gives way to what QTI allows there, its text whole.
    expect(back.questions.at(-1)!.question.text.ar).toBe(
      '<p><a href="https://example.org/" rel="noopener noreferrer" target="_blank">مرجع داخل رابط</a></p><div>خارج قائمة</div>',
    );
    expect(back.questions[0]!.media).toEqual([{ name: 'items/media/shape-1.webp', base64: Buffer.from('webp').toString('base64') }]);
  });

  it('validates random questions of every type with formatted rich text', () => {
    expect(errors.filter((e) => e.startsWith('random_')).slice(0, 10)).toEqual([]);
  });

  it('finds what the schemas refuse: an empty correct response, foreign manifest metadata', () => {
    expect(errors.filter((e) => e.startsWith('broken_'))).toEqual([
      expect.stringContaining("Element '{urn:x}question': This element is not expected"),
      expect.stringContaining('qti-correct-response'),
    ]);
  });
});
