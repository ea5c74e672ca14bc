import type { QuizDefinition } from './insert-quiz.js';
import { choice, step } from './helpers.js';

type Definition = Omit<QuizDefinition, 'categoryId'>;

/** Untimed. */
export const scienceQuiz: Definition = {
  titleAr: 'أساسيات العلوم',
  titleEn: 'Science basics',
  descriptionAr: 'ستة أسئلة قصيرة في الكيمياء والفلك والأحياء والفيزياء لمراجعة المفاهيم الأساسية، بلا وقت محدد.',
  descriptionEn: 'Six short questions on chemistry, astronomy, biology and physics to review the basics, with no time limit.',
  durationMinutes: null,
  passMark: 50,
  access: 'free',
  published: true,
  scoring: 'graded',
  steps: [
    step(['بلا وقت', 'No time limit'], ['خذ وقتك، فهذا الاختبار غير محدد بوقت.', 'Take your time: this quiz is not timed.']),
    step(
      ['النجاح', 'Passing'],
      ['تنجح إذا أجبت عن نصف الأسئلة على الأقل إجابة صحيحة.', 'You pass by answering at least half of the questions correctly.'],
    ),
  ],
  questions: [
    choice(
      ['ما الصيغة الكيميائية للماء؟', 'What is the chemical formula of water?'],
      [
        ['CO2', 'CO2'],
        ['H2O', 'H2O'],
        ['O2', 'O2'],
        ['NaCl', 'NaCl'],
      ],
      1,
    ),
    choice(
      ['ما أقرب كواكب المجموعة الشمسية إلى الشمس؟', 'Which planet is closest to the Sun?'],
      [
        ['الزهرة', 'Venus'],
        ['عطارد', 'Mercury'],
        ['المريخ', 'Mars'],
        ['الأرض', 'Earth'],
      ],
      1,
    ),
    choice(
      ['ما الغاز الذي تمتصه النباتات في عملية البناء الضوئي؟', 'Which gas do plants take in for photosynthesis?'],
      [
        ['الأكسجين', 'Oxygen'],
        ['ثاني أكسيد الكربون', 'Carbon dioxide'],
        ['النيتروجين', 'Nitrogen'],
        ['الهيدروجين', 'Hydrogen'],
      ],
      1,
    ),
    choice(
      [
        'عند أي درجة حرارة مئوية يغلي الماء النقي عند مستوى سطح البحر؟',
        'At what temperature in degrees Celsius does pure water boil at sea level?',
      ],
      [
        ['90', '90'],
        ['100', '100'],
        ['110', '110'],
        ['212', '212'],
      ],
      1,
    ),
    choice(
      ['ما العضو الذي يضخ الدم في جسم الإنسان؟', 'Which organ pumps blood around the human body?'],
      [
        ['الرئتان', 'The lungs'],
        ['الكبد', 'The liver'],
        ['القلب', 'The heart'],
        ['الكليتان', 'The kidneys'],
      ],
      2,
    ),
    choice(
      ['ما وحدة قياس شدة التيار الكهربائي؟', 'What is the unit of electric current?'],
      [
        ['الفولت', 'Volt'],
        ['الأمبير', 'Ampere'],
        ['الأوم', 'Ohm'],
        ['الواط', 'Watt'],
      ],
      1,
    ),
  ],
};

/** Forward only; asks for personal information and awards a certificate when passed. */
export const arabicGrammarQuiz: Definition = {
  titleAr: 'قواعد اللغة العربية',
  titleEn: 'Arabic grammar',
  descriptionAr: 'سبعة أسئلة في النحو والصرف والمعاني. يسير الاختبار إلى الأمام فقط، فتأكد من إجابتك قبل الانتقال.',
  descriptionEn:
    'Seven questions on Arabic grammar, morphology and meaning. The quiz moves forward only, so be sure of each answer before moving on.',
  durationMinutes: 7,
  passMark: 60,
  access: 'free',
  published: true,
  scoring: 'graded',
  navigation: 'forward_only',
  certificate: true,
  // Asks where the student studies before it starts (school optional): the demo of the personal-information step.
  personalInfo: {
    fields: [
      { name: 'degree', required: true },
      { name: 'country', required: true },
      { name: 'city', required: true },
      { name: 'school', required: false },
    ],
  },
  steps: [
    step(
      ['إلى الأمام فقط', 'Forward only'],
      ['لا يمكنك الرجوع إلى سؤال سابق بعد الانتقال إلى ما بعده.', 'You cannot return to a question once you have moved past it.'],
    ),
    step(['الوقت', 'Time'], ['لديك سبع دقائق، دقيقة لكل سؤال تقريبًا.', 'You have seven minutes, about one minute per question.']),
  ],
  questions: [
    choice(
      ['ما جمع كلمة «كتاب»؟', 'What is the plural of «كتاب» (book)?'],
      [
        ['كتابات', 'كتابات'],
        ['كُتُب', 'كُتُب'],
        ['كاتبون', 'كاتبون'],
        ['مكاتب', 'مكاتب'],
      ],
      1,
    ),
    choice(
      ['ما إعراب «الطالبُ» في جملة «نجحَ الطالبُ»؟', 'How is «الطالبُ» parsed in «نجحَ الطالبُ» (the student passed)?'],
      [
        ['مبتدأ مرفوع', 'Subject of a nominal sentence (mubtada), nominative'],
        ['فاعل مرفوع', 'Agent of the verb (fa‘il), nominative'],
        ['مفعول به منصوب', 'Direct object, accusative'],
        ['خبر مرفوع', 'Predicate (khabar), nominative'],
      ],
      1,
    ),
    choice(
      ['ما ضدّ كلمة «الصدق»؟', 'What is the opposite of «الصدق» (truthfulness)?'],
      [
        ['الأمانة', 'الأمانة (honesty)'],
        ['الكذب', 'الكذب (lying)'],
        ['الوفاء', 'الوفاء (loyalty)'],
        ['الصبر', 'الصبر (patience)'],
      ],
      1,
    ),
    choice(
      ['ما نوع جملة «العلمُ نورٌ»؟', 'What kind of sentence is «العلمُ نورٌ» (knowledge is light)?'],
      [
        ['جملة فعلية', 'Verbal sentence'],
        ['جملة اسمية', 'Nominal sentence'],
        ['شبه جملة', 'Semi-sentence (prepositional or adverbial phrase)'],
        ['جملة شرطية', 'Conditional sentence'],
      ],
      1,
    ),
    choice(
      ['أيّ الكلمات التالية فعل ماضٍ؟', 'Which of these words is a past-tense verb?'],
      [
        ['يكتبُ', 'يكتبُ'],
        ['اكتبْ', 'اكتبْ'],
        ['كتبَ', 'كتبَ'],
        ['كاتب', 'كاتب'],
      ],
      2,
    ),
    choice(
      ['ما مفرد كلمة «أقلام»؟', 'What is the singular of «أقلام» (pens)?'],
      [
        ['قلم', 'قلم'],
        ['قلام', 'قلام'],
        ['مقلمة', 'مقلمة'],
        ['أقلم', 'أقلم'],
      ],
      0,
    ),
    choice(
      ['ما إعراب «الجوَّ» في جملة «إنّ الجوَّ جميلٌ»؟', 'How is «الجوَّ» parsed in «إنّ الجوَّ جميلٌ» (indeed the weather is nice)?'],
      [
        ['اسم إنّ منصوب', 'Noun of inna, accusative'],
        ['خبر إنّ مرفوع', 'Predicate of inna, nominative'],
        ['مبتدأ مرفوع', 'Subject (mubtada), nominative'],
        ['فاعل مرفوع', 'Agent (fa‘il), nominative'],
      ],
      0,
    ),
  ],
};

/** Questions and answers shuffled per trial. */
export const generalKnowledgeQuiz: Definition = {
  titleAr: 'ثقافة عامة',
  titleEn: 'General knowledge',
  descriptionAr: 'ثمانية أسئلة متنوعة في الجغرافيا والتقويم والاقتصاد والرياضيات. يختلف ترتيب الأسئلة والخيارات في كل محاولة.',
  descriptionEn:
    'Eight varied questions on geography, calendars, economics and mathematics. The order of questions and options changes with every attempt.',
  durationMinutes: 10,
  passMark: 50,
  access: 'free',
  published: true,
  scoring: 'graded',
  shuffleQuestions: true,
  shuffleAnswers: true,
  steps: [
    step(
      ['ترتيب مختلف', 'A different order'],
      ['يظهر كل سؤال وخياراته بترتيب خاص بمحاولتك.', 'Each question and its options appear in an order of their own for your attempt.'],
    ),
    step(['الوقت', 'Time'], ['لديك عشر دقائق.', 'You have ten minutes.']),
  ],
  questions: [
    choice(
      ['ما عاصمة المملكة العربية السعودية؟', 'What is the capital of Saudi Arabia?'],
      [
        ['جدة', 'Jeddah'],
        ['الرياض', 'Riyadh'],
        ['مكة المكرمة', 'Makkah'],
        ['الدمام', 'Dammam'],
      ],
      1,
    ),
    choice(
      ['كم عدد قارات العالم وفق التقسيم الشائع؟', 'How many continents are there in the most common convention?'],
      [
        ['5', '5'],
        ['6', '6'],
        ['7', '7'],
        ['8', '8'],
      ],
      2,
    ),
    choice(
      ['ما أكبر محيطات العالم؟', 'Which is the largest ocean in the world?'],
      [
        ['المحيط الأطلسي', 'The Atlantic Ocean'],
        ['المحيط الهندي', 'The Indian Ocean'],
        ['المحيط الهادئ', 'The Pacific Ocean'],
        ['المحيط المتجمد الشمالي', 'The Arctic Ocean'],
      ],
      2,
    ),
    choice(
      ['ما أول شهر في التقويم الهجري؟', 'What is the first month of the Hijri calendar?'],
      [
        ['رمضان', 'Ramadan'],
        ['محرّم', 'Muharram'],
        ['صفر', 'Safar'],
        ['ذو الحجة', 'Dhu al-Hijjah'],
      ],
      1,
    ),
    choice(
      ['كم عدد أيام السنة الميلادية الكبيسة؟', 'How many days are there in a Gregorian leap year?'],
      [
        ['364', '364'],
        ['365', '365'],
        ['366', '366'],
        ['367', '367'],
      ],
      2,
    ),
    choice(
      ['ما العملة الرسمية لليابان؟', 'What is the official currency of Japan?'],
      [
        ['اليوان', 'Yuan'],
        ['الوون', 'Won'],
        ['الين', 'Yen'],
        ['الروبية', 'Rupee'],
      ],
      2,
    ),
    choice(
      ['ما أكبر صحراء حارّة في العالم؟', 'What is the largest hot desert in the world?'],
      [
        ['الربع الخالي', 'The Empty Quarter'],
        ['الصحراء الكبرى', 'The Sahara'],
        ['صحراء غوبي', 'The Gobi'],
        ['صحراء كالاهاري', 'The Kalahari'],
      ],
      1,
    ),
    choice(
      ['ما أصغر عدد أولي؟', 'What is the smallest prime number?'],
      [
        ['0', '0'],
        ['1', '1'],
        ['2', '2'],
        ['3', '3'],
      ],
      2,
    ),
  ],
};
