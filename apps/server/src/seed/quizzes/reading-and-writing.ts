import { choice, step } from './helpers.js';
import type { QuizDefinition } from './insert-quiz.js';

export const READING_AND_WRITING_TITLE = 'القراءة والكتابة: النخلة';

/**
 * A reading passage with questions on it and an essay and a file answer a teacher marks: the demo of passages, written answers,
 * feedback and the marking queue (the demo student has an attempt awaiting marking; see seed/written-answers.ts).
 */
export const readingAndWritingQuiz: Omit<QuizDefinition, 'categoryId'> = {
  titleAr: READING_AND_WRITING_TITLE,
  titleEn: 'Reading and writing: the date palm',
  descriptionAr: 'اقرأ النص ثم أجب عن الأسئلة، واكتب فقرة يصحّحها معلمك.',
  descriptionEn: 'Read the passage, answer the questions, and write a paragraph your teacher marks.',
  durationMinutes: 30,
  passMark: 50,
  access: 'free',
  published: true,
  scoring: 'graded',
  steps: [
    step(
      ['اقرأ أولًا', 'Read first'],
      ['النص معروض بجانب كل سؤال؛ ارجع إليه متى شئت.', 'The passage is shown beside every question; go back to it whenever you like.'],
    ),
  ],
  passage: {
    ar: '<p>النخلة شجرة مباركة عرفها العرب منذ آلاف السنين، وهي تصبر على الحر والعطش، وتعطي ثمرها كل عام.</p><p>ويُصنع من سعفها الحصير والسلال، ومن جذوعها سقوف البيوت القديمة، ولذلك قيل إن النخلة لا يضيع منها شيء.</p>',
    en: '<p>The date palm is a blessed tree that Arabs have known for thousands of years. It endures heat and thirst, and bears fruit every year.</p><p>Its fronds are woven into mats and baskets, and its trunks roofed old houses: nothing of the palm goes to waste.</p>',
  },
  overallFeedback: [
    {
      min_percentage: 80,
      text: { ar: '<p>قراءة متأنية وكتابة واضحة، أحسنت.</p>', en: '<p>Careful reading and clear writing: well done.</p>' },
    },
    {
      min_percentage: 0,
      text: {
        ar: '<p>أعد قراءة النص، وانتبه إلى التفاصيل قبل الإجابة.</p>',
        en: '<p>Read the passage again and watch the details before answering.</p>',
      },
    },
  ],
  questions: [
    {
      ...choice(
        ['بماذا وصف النص النخلة؟', 'How does the passage describe the palm?'],
        [
          ['تصبر على الحر والعطش', 'It endures heat and thirst'],
          ['تحتاج إلى ماء كثير', 'It needs a lot of water'],
          ['لا تثمر إلا نادرًا', 'It rarely bears fruit'],
        ],
        0,
      ),
      generalFeedback: { ar: '<p>الجواب في الجملة الأولى من النص.</p>', en: '<p>The answer is in the passage’s first sentence.</p>' },
    },
    choice(
      ['ماذا يُصنع من سعف النخل؟', 'What is made from palm fronds?'],
      [
        ['السقوف', 'Roofs'],
        ['الحصير والسلال', 'Mats and baskets'],
        ['الأبواب', 'Doors'],
      ],
      1,
    ),
    // A file answer before the essay (the essay stays last): a drawing on paper, photographed or scanned.
    {
      ar: 'ارسم مخططًا لأجزاء النخلة (الجذع والسعف والثمر) واكتب على كل جزء استعمالًا واحدًا له من النص، ثم ارفع صورة الرسم أو ملف PDF.',
      en: 'Draw the parts of the palm (trunk, fronds, dates), label each with one use from the passage, then upload a photo of the drawing or a PDF.',
      weight: 2,
      answers: [],
      key: {
        type: 'file_upload',
        max_files: 2,
        max_size_mb: 10,
        kinds: ['image', 'pdf'],
        marker_info: {
          ar: '<p>درجة للأجزاء الثلاثة، ودرجة لاستعمال صحيح من النص لكل جزء.</p>',
          en: '<p>One mark for the three parts, one for a correct use from the passage on each.</p>',
        },
      },
    },
    {
      ar: 'اكتب فقرة (من ٣٠ إلى ١٥٠ كلمة) تشرح فيها لماذا قيل إن النخلة «لا يضيع منها شيء».',
      en: 'Write a paragraph (30–150 words) explaining why it is said that “nothing of the palm goes to waste”.',
      weight: 4,
      answers: [],
      key: {
        type: 'essay',
        min_words: 30,
        max_words: 150,
        template: { ar: '', en: '' },
        marker_info: {
          ar: '<p>درجتان لذكر استعمالين على الأقل من النص، ودرجة للأسلوب، ودرجة لسلامة اللغة.</p>',
          en: '<p>Two marks for at least two uses from the passage, one for style, one for correct language.</p>',
        },
      },
    },
  ],
};
