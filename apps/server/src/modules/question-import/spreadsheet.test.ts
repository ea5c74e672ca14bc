import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { readCsv, writeCsv } from './csv.js';
import { transferQuestion } from './question-arbitrary.js';
import { readXlsx, writeXlsx } from './xlsx.js';

const strip = (questions: { question: unknown; categoryPath: string[] }[]) =>
  questions.map(({ question, categoryPath }) => ({ question, categoryPath }));

describe('spreadsheet questions (CSV, XLSX)', () => {
  it('round-trips random bilingual questions of every type through CSV', () => {
    fc.assert(
      fc.property(fc.array(transferQuestion, { minLength: 1, maxLength: 5 }), (questions) => {
        const report = readCsv(Buffer.from(writeCsv(questions)));
        expect(report.problems).toEqual([]);
        expect(strip(report.questions)).toEqual(strip(questions));
      }),
      { numRuns: 50 },
    );
  });

  it('neutralises formula-like cells in CSV and reads them back as written', () => {
    const question = {
      question: QuestionInput.parse({
        type: 'true_false',
        key: { type: 'true_false', correct: true },
        text: { ar: '=HYPERLINK("http://x","y")', en: "'@me" },
        mark: 1,
        difficulty: 3,
        tags: [],
        category: null,
      }),
      categoryPath: [],
      at: { row: 0 },
    };
    const csv = writeCsv([question]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")",''@me`);
    expect(strip(readCsv(Buffer.from(csv)).questions)).toEqual(strip([question]));
  });

  it("keeps a file answer's limits through CSV (its marker notes have no column, as an essay's)", () => {
    const question = {
      question: QuestionInput.parse({
        type: 'file_upload',
        key: { type: 'file_upload', max_files: 4, max_size_mb: 12, kinds: ['image', 'pdf'] },
        text: { ar: 'ارفع صورة التجربة', en: 'Upload a photo of the experiment' },
        mark: 3,
        difficulty: 3,
        tags: [],
        category: null,
      }),
      categoryPath: [],
      at: { row: 0 },
    };
    const csv = writeCsv([question]);
    expect(csv).toContain('files=4;mb=12;kinds=image,pdf');
    const report = readCsv(Buffer.from(csv));
    expect(report.problems).toEqual([]);
    expect(strip(report.questions)).toEqual(strip([question]));
  });

  it('round-trips random bilingual questions of every type through XLSX', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(transferQuestion, { minLength: 1, maxLength: 5 }), async (questions) => {
        const report = await readXlsx(await writeXlsx(questions));
        expect(report.problems).toEqual([]);
        expect(strip(report.questions)).toEqual(strip(questions));
      }),
      { numRuns: 50 },
    );
  });
});

describe('malformed spreadsheets', () => {
  const csv = (text: string) => readCsv(Buffer.from(text, 'utf8'));

  it('names every missing required column in one error', async () => {
    expect(csv('text_en,correct\nHello,1\n')).toEqual({
      questions: [],
      problems: [{ at: { row: 1 }, message_key: 'import.missing_column', detail: 'type, text_ar', skipped: false }],
    });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('questions').addRow(['type', 'text_en']);
    const report = await readXlsx(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(report.problems).toEqual([{ at: { row: 1 }, message_key: 'import.missing_column', detail: 'text_ar', skipped: false }]);
  });

  it('reports a row with bad cells and still imports the others', () => {
    const report = csv(
      [
        'type,text_ar,option_1_ar,option_2_ar,correct,accepted,difficulty',
        'single_choice,سؤال أول,نعم,لا,1,,',
        'cloze,فراغات,,,,,',
        'true_false,الأرض كروية,,,ربما,,',
        'numeric,كم؟,,,,عشرة,',
        'single_choice,سؤال,نعم,لا,1,,9',
        '',
        'true_false,الشمس نجم,,,صح,,2',
      ].join('\n'),
    );
    expect(report.problems.map((p) => [p.at, p.detail])).toEqual([
      [{ row: 3 }, 'type'],
      [{ row: 4 }, 'correct'],
      [{ row: 5 }, 'accepted'],
      [{ row: 6 }, 'difficulty'],
    ]);
    expect(report.questions.map((q) => [q.at, q.question.type])).toEqual([
      [{ row: 2 }, 'single_choice'],
      [{ row: 8 }, 'true_false'],
    ]);
  });

  it('reads UTF-8 with and without a BOM byte for byte, and refuses Windows-1256', () => {
    const text = 'type,text_ar,text_en,correct\ntrue_false,"الماءُ، يغلي ـــ «١٠٠»",Water,true\n';
    const plain = readCsv(Buffer.from(text, 'utf8'));
    const bom = readCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    expect(plain.questions[0]!.question.text.ar).toBe('الماءُ، يغلي ـــ «١٠٠»');
    expect(bom).toEqual(plain);
    // «ماء» in Windows-1256.
    const cp1256 = Buffer.concat([
      Buffer.from('type,text_ar,correct\ntrue_false,'),
      Buffer.from([0xe3, 0xc7, 0xc1]),
      Buffer.from(',true\n'),
    ]);
    expect(readCsv(cp1256)).toEqual({ questions: [], problems: [{ at: { row: 1 }, message_key: 'import.not_utf8', skipped: false }] });
  });

  it('refuses a file that is no workbook, and a workbook inflating past the budget', async () => {
    const report = await readXlsx(Buffer.from('type,text_ar\n'));
    expect(report.problems[0]!.message_key).toBe('import.unreadable_file');
    const workbook = await writeXlsx(fc.sample(transferQuestion, 20));
    expect((await readXlsx(workbook)).problems).toEqual([]);
    expect((await readXlsx(workbook, 4096)).problems).toEqual([{ at: { row: 1 }, message_key: 'import.zip_too_large', skipped: false }]);
  });
});
