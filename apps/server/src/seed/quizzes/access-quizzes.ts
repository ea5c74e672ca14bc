import type { QuizDefinition } from './insert-quiz.js';
import { choice, step } from './helpers.js';

type Definition = Omit<QuizDefinition, 'categoryId'>;

const aptitudeSteps = [
  step(
    ['عن الاختبار', 'About the test'],
    ['أسئلة اختيار من متعدد لكل منها إجابة صحيحة واحدة.', 'Multiple-choice questions, each with one correct answer.'],
  ),
  step(['الوقت', 'Time'], ['لديك عشر دقائق، وتُحفظ إجاباتك تلقائيًا.', 'You have ten minutes; your answers are saved automatically.']),
];

/** Unlocked by a coupon (the coupons issue). */
export const verbalAptitudeQuiz: Definition = {
  titleAr: 'القدرات اللفظية',
  titleEn: 'Verbal aptitude',
  descriptionAr: 'تدريب على المرادفات والأضداد والتناظر اللفظي في خمسة أسئلة، يُفتح برمز قسيمة.',
  descriptionEn: 'Practice on synonyms, antonyms and verbal analogies in five questions, unlocked with a coupon code.',
  durationMinutes: 10,
  passMark: 60,
  access: 'coupon',
  published: true,
  scoring: 'graded',
  certificate: true,
  steps: aptitudeSteps,
  questions: [
    choice(
      ['ما مرادف كلمة «الجسور»؟', 'Which word means the same as «الجسور» (daring)?'],
      [
        ['الشجاع', 'brave'],
        ['الخائف', 'fearful'],
        ['البطيء', 'slow'],
        ['الكريم', 'generous'],
      ],
      0,
    ),
    choice(
      ['ما ضدّ كلمة «الغموض»؟', 'What is the opposite of «الغموض» (ambiguity)?'],
      [
        ['الإبهام', 'vagueness'],
        ['الوضوح', 'clarity'],
        ['الحيرة', 'confusion'],
        ['الخفاء', 'concealment'],
      ],
      1,
    ),
    choice(
      ['ما مرادف كلمة «السرور»؟', 'Which word means the same as «السرور» (delight)?'],
      [
        ['الحزن', 'sadness'],
        ['الفرح', 'joy'],
        ['الغضب', 'anger'],
        ['الملل', 'boredom'],
      ],
      1,
    ),
    choice(
      ['قلم : كتابة :: مقصّ : ؟', 'Pen : writing :: scissors : ?'],
      [
        ['ورق', 'paper'],
        ['حادّ', 'sharp'],
        ['قصّ', 'cutting'],
        ['خيّاط', 'tailor'],
      ],
      2,
    ),
    choice(
      ['ما ضدّ كلمة «البخل»؟', 'What is the opposite of «البخل» (stinginess)?'],
      [
        ['الكرم', 'generosity'],
        ['الطمع', 'greed'],
        ['الفقر', 'poverty'],
        ['الحرص', 'thrift'],
      ],
      0,
    ),
  ],
};

/** Bought (the payments issue): 49 SAR. */
export const quantitativeAptitudeQuiz: Definition = {
  titleAr: 'القدرات الكمية',
  titleEn: 'Quantitative aptitude',
  descriptionAr: 'ست مسائل في النسب والجبر والمتوسطات والسرعة والمساحة والقوى، مع شهادة عند النجاح.',
  descriptionEn: 'Six problems on percentages, algebra, averages, speed, area and powers, with a certificate when you pass.',
  durationMinutes: 10,
  passMark: 60,
  access: 'paid',
  priceHalalas: 4900,
  published: true,
  scoring: 'graded',
  certificate: true,
  steps: aptitudeSteps,
  questions: [
    choice(
      ['كم يساوي 15٪ من 200؟', 'What is 15% of 200?'],
      [
        ['15', '15'],
        ['20', '20'],
        ['30', '30'],
        ['35', '35'],
      ],
      2,
    ),
    choice(
      ['إذا كان 3س + 5 = 20، فما قيمة س؟', 'If 3x + 5 = 20, what is x?'],
      [
        ['3', '3'],
        ['5', '5'],
        ['7', '7'],
        ['15', '15'],
      ],
      1,
    ),
    choice(
      ['ما المتوسط الحسابي للأعداد 4 و8 و12؟', 'What is the mean of 4, 8 and 12?'],
      [
        ['6', '6'],
        ['8', '8'],
        ['10', '10'],
        ['24', '24'],
      ],
      1,
    ),
    choice(
      ['قطعت سيارة 240 كم في 3 ساعات. ما متوسط سرعتها؟', 'A car covers 240 km in 3 hours. What is its average speed?'],
      [
        ['60 كم/س', '60 km/h'],
        ['70 كم/س', '70 km/h'],
        ['80 كم/س', '80 km/h'],
        ['90 كم/س', '90 km/h'],
      ],
      2,
    ),
    choice(
      ['ما مساحة مستطيل طوله 6 سم وعرضه 4 سم؟', 'What is the area of a rectangle 6 cm long and 4 cm wide?'],
      [
        ['10 سم²', '10 cm²'],
        ['20 سم²', '20 cm²'],
        ['24 سم²', '24 cm²'],
        ['48 سم²', '48 cm²'],
      ],
      2,
    ),
    choice(
      ['كم يساوي 2 أُس 5؟', 'What is 2 to the power of 5?'],
      [
        ['10', '10'],
        ['25', '25'],
        ['32', '32'],
        ['64', '64'],
      ],
      2,
    ),
  ],
};

/** A second, short paid quiz: a bundle is spent on two different paid quizzes (the payments issue). */
export const spatialReasoningQuiz: Definition = {
  titleAr: 'الاستدلال المكاني',
  titleEn: 'Spatial reasoning',
  descriptionAr: 'ثلاث مسائل قصيرة في الأشكال والاتجاهات والمجسمات.',
  descriptionEn: 'Three short problems on shapes, directions and solids.',
  durationMinutes: 5,
  passMark: 60,
  access: 'paid',
  priceHalalas: 4900,
  published: true,
  scoring: 'graded',
  certificate: false,
  steps: aptitudeSteps,
  questions: [
    choice(
      ['كم وجهًا للمكعب؟', 'How many faces does a cube have?'],
      [
        ['4', '4'],
        ['6', '6'],
        ['8', '8'],
        ['12', '12'],
      ],
      1,
    ),
    choice(
      ['تتجه شمالًا ثم تستدير يمينًا. إلى أين تتجه الآن؟', 'You face north and turn right. Which way do you face now?'],
      [
        ['الشرق', 'East'],
        ['الغرب', 'West'],
        ['الجنوب', 'South'],
        ['الشمال', 'North'],
      ],
      0,
    ),
    choice(
      ['كم ضلعًا للشكل السداسي؟', 'How many sides does a hexagon have?'],
      [
        ['5', '5'],
        ['6', '6'],
        ['7', '7'],
        ['8', '8'],
      ],
      1,
    ),
  ],
};

/** Never published: it must not appear anywhere a student looks. */
export const draftQuiz: Definition = {
  titleAr: 'الفيزياء المتقدمة (مسودة)',
  titleEn: 'Advanced physics (draft)',
  descriptionAr: 'مسودة قيد الإعداد ولم تُنشر بعد.',
  descriptionEn: 'A draft in preparation, not yet published.',
  durationMinutes: 15,
  passMark: 60,
  access: 'free',
  published: false,
  scoring: 'graded',
  questions: [
    choice(
      ['ما وحدة قياس القوة في النظام الدولي؟', 'What is the SI unit of force?'],
      [
        ['الجول', 'Joule'],
        ['النيوتن', 'Newton'],
        ['الباسكال', 'Pascal'],
        ['الواط', 'Watt'],
      ],
      1,
    ),
    choice(
      ['كم تبلغ سرعة الضوء في الفراغ تقريبًا؟', 'Roughly how fast does light travel in a vacuum?'],
      [
        ['300 ألف كم/ث', '300,000 km/s'],
        ['30 ألف كم/ث', '30,000 km/s'],
        ['3 آلاف كم/ث', '3,000 km/s'],
        ['340 م/ث', '340 m/s'],
      ],
      0,
    ),
  ],
};
