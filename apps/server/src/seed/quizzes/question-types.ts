import { step } from './helpers.js';
import type { QuizDefinition } from './insert-quiz.js';

/**
 * Every question type once (#12), bilingual, untimed and free, with review after completion. Marks differ
 * (ordering and matching count 2 of 9), so the result shows weighted totals and partial credit.
 */
export const questionTypesQuiz: Omit<QuizDefinition, 'categoryId'> = {
  titleAr: 'جولة في أنواع الأسئلة',
  titleEn: 'A tour of question types',
  descriptionAr:
    'سبعة أسئلة، كل سؤال من نوع: اختيار من متعدد، واختيار عدة إجابات، وصح أو خطأ، وترتيب، ومطابقة، وإجابة عددية، وإجابة قصيرة.',
  descriptionEn:
    'Seven questions, one of each kind: single choice, multiple response, true or false, ordering, matching, a number and a short answer.',
  durationMinutes: null,
  passMark: 50,
  access: 'free',
  published: true,
  scoring: 'graded',
  steps: [
    step(
      ['أنواع الأسئلة', 'Question types'],
      [
        'لكل سؤال طريقته في الإجابة: اختر، أو رتّب، أو طابق، أو اكتب رقمًا أو كلمة. تُحفظ إجابتك تلقائيًا.',
        'Each question is answered its own way: choose, order, match, or type a number or a word. Your answer is saved as you go.',
      ],
    ),
    step(
      ['الدرجات', 'Marks'],
      [
        'سؤالا الترتيب والمطابقة بدرجتين، والبقية بدرجة. قد تنال جزءًا من الدرجة على إجابة صحيحة جزئيًا.',
        'The ordering and matching questions count two marks, the others one. A partly right answer may earn part of the mark.',
      ],
    ),
  ],
  questions: [
    {
      ar: 'ما عاصمة المملكة العربية السعودية؟',
      en: 'What is the capital of Saudi Arabia?',
      answers: [
        { ar: 'جدة', en: 'Jeddah' },
        { ar: 'الرياض', en: 'Riyadh', correct: true },
        { ar: 'الدمام', en: 'Dammam' },
        { ar: 'المدينة المنورة', en: 'Medina' },
      ],
    },
    {
      ar: 'أيٌّ مما يلي أعداد أولية؟ اختر كل ما ينطبق.',
      en: 'Which of these are prime numbers? Choose all that apply.',
      answers: [],
      key: {
        type: 'multiple_response',
        options: [
          { text: { ar: '٢', en: '2' }, fraction: 0.5 },
          { text: { ar: '٩', en: '9' }, fraction: -0.5 },
          { text: { ar: '٧', en: '7' }, fraction: 0.5 },
          { text: { ar: '١٥', en: '15' }, fraction: -0.5 },
        ],
        all_or_nothing: false,
      },
    },
    {
      ar: 'الشمس نجم.',
      en: 'The Sun is a star.',
      answers: [],
      key: { type: 'true_false', correct: true },
    },
    {
      ar: 'رتّب الكواكب من الأقرب إلى الشمس إلى الأبعد عنها.',
      en: 'Put the planets in order, from the closest to the Sun to the farthest.',
      weight: 2,
      answers: [],
      key: {
        type: 'ordering',
        items: [
          { ar: 'عطارد', en: 'Mercury' },
          { ar: 'الزهرة', en: 'Venus' },
          { ar: 'الأرض', en: 'Earth' },
          { ar: 'المريخ', en: 'Mars' },
        ],
        all_or_nothing: false,
      },
    },
    {
      ar: 'طابق كل دولة بعاصمتها.',
      en: 'Match each country with its capital.',
      weight: 2,
      answers: [],
      key: {
        type: 'matching',
        pairs: [
          { prompt: { ar: 'مصر', en: 'Egypt' }, answer: { ar: 'القاهرة', en: 'Cairo' } },
          { prompt: { ar: 'المغرب', en: 'Morocco' }, answer: { ar: 'الرباط', en: 'Rabat' } },
          { prompt: { ar: 'الأردن', en: 'Jordan' }, answer: { ar: 'عمّان', en: 'Amman' } },
        ],
        distractors: [{ ar: 'دمشق', en: 'Damascus' }],
        all_or_nothing: false,
      },
    },
    {
      ar: 'عند أي درجة حرارة مئوية يتجمد الماء النقي عند مستوى سطح البحر؟',
      en: 'At what temperature in degrees Celsius does pure water freeze at sea level?',
      answers: [],
      key: {
        type: 'numeric',
        accepted: [
          { value: 0, tolerance: 0, fraction: 1 },
          { min: -2, max: 2, fraction: 0.5 },
        ],
        unit: '°C',
      },
    },
    {
      ar: 'ما أكبر مدن تركيا سكانًا؟',
      en: 'Which is the largest city of Turkey by population?',
      answers: [],
      key: {
        type: 'short_text',
        accepted: [
          { text: 'إسطنبول', fraction: 1 },
          { text: 'Istanbul', fraction: 1 },
          { text: 'القسطنطينية', fraction: 0.5 },
          { text: 'Constantinople', fraction: 0.5 },
        ],
        exact: false,
      },
    },
  ],
};
