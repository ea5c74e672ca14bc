import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
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
  it('reads an Arabic QTI 3.0 package: every supported interaction, the essay skipped', async () => {
    const report = await readQti(await packageOf('qti-ar'));
    expect(report.problems).toEqual([
      { at: { item: 'items/essay.xml' }, message_key: 'import.unsupported_type', detail: 'extended-text-interaction', skipped: true },
    ]);
    const [capital, primes, plural, months, capitals] = report.questions.map((q) => q.question);
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
      text: { ar: 'ما جمع كلمة «كتاب»؟' },
      key: {
        accepted: [
          { text: 'كتب', fraction: 1 },
          { text: 'كُتُب', fraction: 1 },
        ],
        exact: false,
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
      ['capital', 'primes', 'plural', 'months', 'capitals'].map((name) => ({ item: `items/${name}.xml` })),
    );
  });

  it('reads QTI 2.1 names, and reports an item missing from the package', async () => {
    const report = await readQti(await packageOf('qti21'));
    expect(report.questions).toHaveLength(1);
    expect(report.questions[0]!.question).toMatchObject({ type: 'single_choice', text: { ar: 'What does it say?' } });
    expect(report.questions[0]!.question.options!.map((o) => o.correct)).toEqual([true, false, false]);
    expect(report.problems).toEqual([{ at: { item: 'missing.xml' }, message_key: 'import.unreadable_file', skipped: false }]);
  });
});

describe('malformed QTI packages', () => {
  const refused = (key: string) => ({ questions: [], problems: [{ at: { item: 'imsmanifest.xml' }, message_key: key, skipped: false }] });

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
