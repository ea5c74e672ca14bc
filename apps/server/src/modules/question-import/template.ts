import type { ExportFormat } from '@mizan/contract/admin/common';
import { QuestionInput } from '@mizan/contract/admin/questions';
import { writeCsv } from './csv.js';
import type { TransferQuestion } from './transfer.js';
import { addQuestionsSheet } from './xlsx.js';

const example = (input: object, categoryPath: string[]): TransferQuestion => ({
  question: QuestionInput.parse({ category: null, ...input }),
  categoryPath,
  at: { row: 0 },
});
const both = (ar: string, en: string) => ({ ar, en });

/** One example per type (and a profile item): written by the same writer an export uses, so it imports as is. */
const EXAMPLES: TransferQuestion[] = [
  example(
    {
      type: 'single_choice',
      text: both('ما عاصمة المملكة العربية السعودية؟', 'What is the capital of Saudi Arabia?'),
      options: [{ text: both('الرياض', 'Riyadh'), correct: true }, { text: both('جدة', 'Jeddah') }, { text: both('الدمام', 'Dammam') }],
      tags: ['عواصم', 'capitals'],
      difficulty: 1,
    },
    ['جغرافيا', 'عواصم'],
  ),
  example(
    {
      type: 'single_choice',
      text: both('أحب إصلاح الأجهزة', 'I like fixing machines'),
      options: [
        { text: both('أوافق', 'Agree'), points: { R: 2 } },
        { text: both('محايد', 'Neutral'), points: { R: 1 } },
        { text: both('لا أوافق', 'Disagree') },
      ],
    },
    ['ميول'],
  ),
  example(
    {
      type: 'multiple_response',
      text: both('أيّ هذه الأعداد أولية؟', 'Which of these numbers are prime?'),
      key: {
        type: 'multiple_response',
        options: [
          { text: both('2', '2'), fraction: 0.5 },
          { text: both('3', '3'), fraction: 0.5 },
          { text: both('4', '4'), fraction: -0.5 },
          { text: both('9', '9'), fraction: -0.5 },
        ],
      },
      mark: 2,
    },
    ['رياضيات'],
  ),
  example(
    {
      type: 'true_false',
      text: both('يغلي الماء عند 100 درجة مئوية عند سطح البحر.', 'Water boils at 100 °C at sea level.'),
      key: { type: 'true_false', correct: true },
    },
    ['علوم'],
  ),
  example(
    {
      type: 'ordering',
      text: both('رتّب الأشهر الهجرية الثلاثة الأولى.', 'Put the first three Hijri months in order.'),
      key: { type: 'ordering', items: [both('محرم', 'Muharram'), both('صفر', 'Safar'), both('ربيع الأول', 'Rabi al-Awwal')] },
    },
    ['تاريخ'],
  ),
  example(
    {
      type: 'matching',
      text: both('صِل كل دولة بعاصمتها.', 'Match each country with its capital.'),
      key: {
        type: 'matching',
        pairs: [
          { prompt: both('مصر', 'Egypt'), answer: both('القاهرة', 'Cairo') },
          { prompt: both('الأردن', 'Jordan'), answer: both('عمّان', 'Amman') },
        ],
        distractors: [both('بيروت', 'Beirut')],
      },
    },
    ['جغرافيا', 'عواصم'],
  ),
  example(
    {
      type: 'numeric',
      text: both('ما قيمة π لأقرب منزلتين عشريتين؟', 'What is π to two decimal places?'),
      key: { type: 'numeric', accepted: [{ value: 3.14, tolerance: 0.005, fraction: 1 }], unit: null },
    },
    ['رياضيات'],
  ),
  example(
    {
      type: 'short_text',
      text: both('ما جمع كلمة «كتاب»؟', 'What is the plural of the Arabic word «كتاب»?'),
      key: { type: 'short_text', accepted: [{ text: 'كتب', fraction: 1 }] },
    },
    ['لغتي'],
  ),
];

/** The instructions sheet: each column with what it takes, in Arabic and English. */
const INSTRUCTIONS: [string, string, string][] = [
  [
    'type',
    'نوع السؤال: single_choice أو multiple_response أو true_false أو ordering أو matching أو numeric أو short_text.',
    'Question type: single_choice, multiple_response, true_false, ordering, matching, numeric or short_text.',
  ],
  [
    'text_ar / text_en',
    'نص السؤال بالعربية (إلزامي) وبالإنجليزية (اختياري).',
    'The question text in Arabic (required) and English (optional).',
  ],
  [
    'option_N_ar / option_N_en',
    'الخيارات بالترتيب. الترتيب: العناصر بترتيبها الصحيح. المطابقة: «المطلوب => الجواب»، و«=> جواب» وحده مموّه. الإجابة القصيرة: الإجابات المقبولة في عمود العربية. أضف أعمدة option_11_ar… عند الحاجة.',
    'Options in order. Ordering: the items in the right order. Matching: "prompt => answer"; "=> answer" alone is a distractor. Short text: the accepted answers in the Arabic column. Add option_11_ar… columns when needed.',
  ],
  [
    'correct',
    'أرقام الخيارات الصحيحة مفصولة بـ ; مثل 1;3. للدرجات الجزئية: 1=0.5;3=0.5;2=-1 (وفي الاختيار من متعدد بإجابة واحدة: 1;2=0.5 درجة جزئية لخيار غير صحيح). صواب/خطأ: true أو false. الإجابة القصيرة: كسر درجة الإجابة إن كان أقل من 1 مثل 2=0.5.',
    'Numbers of the right options separated by ;, e.g. 1;3. For partial credit: 1=0.5;3=0.5;2=-1 (single choice: 1;2=0.5 gives a wrong option partial credit). True/false: true or false. Short text: the share of an answer worth less than full marks, e.g. 2=0.5.',
  ],
  [
    'points',
    'اختبارات الميول: نقاط كل خيار لكل بُعد، مثل 1:R=2,I=1;2:I=1 (رقم الخيار ثم البعد=النقاط).',
    'Profile quizzes: the points each option adds to each dimension, e.g. 1:R=2,I=1;2:I=1 (option number, then dimension=points).',
  ],
  [
    'accepted',
    'الإجابة العددية: قيم مفصولة بـ ; مثل 12.5 أو 12.5:0.1 (القيمة:السماحية) أو 10..20 (مدى)، ويمكن إضافة =0.5 لجزء من الدرجة.',
    'Numeric: values separated by ;, e.g. 12.5, 12.5:0.1 (value:tolerance) or 10..20 (a range), optionally =0.5 for part of the mark.',
  ],
  ['unit', 'وحدة الإجابة العددية (اختياري) مثل كغ.', 'Unit of a numeric answer (optional), e.g. kg.'],
  [
    'exact',
    'الإجابة القصيرة: true للمطابقة الحرفية دون توحيد الهمزات والتشكيل.',
    'Short text: true to compare letter for letter, without folding hamza and diacritics.',
  ],
  [
    'all_or_nothing',
    'true: الدرجة كاملة أو صفر (متعدد الإجابات والترتيب والمطابقة).',
    'true: full marks or nothing (multiple response, ordering, matching).',
  ],
  ['mark', 'درجة السؤال من 1 إلى 100 (الافتراضي 1).', "The question's mark, 1 to 100 (default 1)."],
  [
    'category',
    'مسار التصنيف مثل جغرافيا/عواصم (// لشرطة داخل الاسم).',
    'Category path, e.g. Geography/Capitals (// for a slash inside a name).',
  ],
  ['tags', 'وسوم مفصولة بـ ; مثل عواصم;سهل.', 'Tags separated by ;, e.g. capitals;easy.'],
  ['difficulty', 'الصعوبة من 1 (سهل) إلى 5 (صعب)، الافتراضي 3.', 'Difficulty from 1 (easy) to 5 (hard), default 3.'],
  ['', 'احفظ ملف CSV بترميز UTF-8.', 'Save a CSV file as UTF-8.'],
];

/** The bilingual import template: the example rows, and in XLSX an instructions sheet beside them. */
export async function importTemplate(format: ExportFormat): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(writeCsv(EXAMPLES));
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  addQuestionsSheet(workbook, EXAMPLES, true);
  const sheet = workbook.addWorksheet('instructions', { views: [{ rightToLeft: true }] });
  sheet.columns = [{ width: 26 }, { width: 80 }, { width: 80 }];
  sheet.addRow(['column', 'الشرح', 'Explanation']).font = { bold: true };
  for (const row of INSTRUCTIONS) sheet.addRow(row);
  sheet.eachRow((row) => (row.alignment = { wrapText: true, vertical: 'top' }));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
