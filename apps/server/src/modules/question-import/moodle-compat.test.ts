import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fromImported } from './from-imported.js';
import { moodleGrade } from './model.js';
import { parseMoodleXml } from './moodle-xml.js';
import { writeMoodleXml } from './moodle-xml-writer.js';
import { DEMO_BANK } from './test-demo-bank.js';

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['question', 'answer', 'subquestion', 'tag'].includes(name),
});
const textOf = (node: unknown) => String(((node as Node | undefined)?.['text'] as unknown) ?? '');

/**
 * The checks Moodle's own reader makes when it imports Moodle XML (question/format/xml/format.php, qformat_xml, with
 * qformat_default::importprocess in question/format.php), applied to the export of the demo bank:
 * - readquestions() dispatches on `<question type>`: one of the core types it knows (or a plugin's, ordering);
 * - import_headers() reads `name/text` (an empty one is replaced by the start of the text: Mizan always writes one),
 *   `questiontext` with `format` through trans_format() (html, moodle_auto_format, plain_text, markdown), and
 *   `defaultgrade` as a number;
 * - import_answer() reads `fraction` as a percentage, and importprocess() refuses the whole question ("invalidgrade")
 *   unless match_grade_options() finds each fraction in question_bank::fraction_options_full() within 0.00001
 *   (`moodleGrade`, the list the importer already checks). qtype_ordering numbers its answers' positions in the
 *   same attribute and reads them itself, so its answers are left out of this check.
 */
describe('Moodle XML export of the demo bank, as Moodle reads it', () => {
  const xml = writeMoodleXml(DEMO_BANK);
  const questions = ((parser.parse(xml) as Node)['quiz'] as Node)['question'] as Node[];
  const real = questions.filter((q) => q['@_type'] !== 'category');

  it('writes every demo question, each of a type Moodle imports, named, with its text in a known format and a numeric mark', () => {
    expect(real).toHaveLength(DEMO_BANK.length);
    const types = new Set(['multichoice', 'truefalse', 'shortanswer', 'numerical', 'essay', 'matching', 'ordering']);
    for (const q of real) {
      expect(types).toContain(q['@_type']);
      expect(textOf(q['name']).trim()).not.toBe('');
      expect(['html', 'moodle_auto_format', 'plain_text', 'markdown']).toContain((q['questiontext'] as Node)['@_format']);
      expect(Number.isFinite(Number(q['defaultgrade']))).toBe(true);
    }
    expect(questions.filter((q) => q['@_type'] === 'category').every((c) => textOf(c['category']).startsWith('$course$/'))).toBe(true);
  });

  it("gives every answer a grade in Moodle's list", () => {
    const offList = real
      .filter((q) => q['@_type'] !== 'ordering')
      .flatMap((q) =>
        ((q['answer'] as Node[] | undefined) ?? []).map((a) => ({ name: textOf(q['name']), fraction: Number(a['@_fraction']) })),
      )
      .filter(({ fraction }) => !moodleGrade(fraction / 100));
    expect(offList).toEqual([]);
  });
});

describe('a file answer in Moodle XML', () => {
  const fileAnswer = {
    categoryPath: ['ملفات'],
    question: {
      type: 'file_upload' as const,
      text: { ar: '<p>ارفع حلّك</p>', en: '' },
      mark: 4,
      difficulty: 3,
      tags: [],
      key: { type: 'file_upload' as const, max_files: 3, max_size_mb: 5, kinds: ['pdf' as const], marker_info: { ar: '', en: '' } },
    },
  };

  it('is written as an essay with attachments and no text box, and read back as a file answer', () => {
    const xml = writeMoodleXml([fileAnswer as never]);
    const written = (((parser.parse(xml) as Node)['quiz'] as Node)['question'] as Node[]).find((q) => q['@_type'] === 'essay')!;
    expect(written).toMatchObject({ responseformat: 'noinline', attachments: 3, attachmentsrequired: 1, filetypeslist: '.pdf' });
    const back = fromImported(parseMoodleXml(xml));
    expect(back.questions[0]?.question).toMatchObject({
      type: 'file_upload',
      key: { type: 'file_upload', max_files: 3, max_size_mb: 5, kinds: ['pdf'] },
    });
  });
});
