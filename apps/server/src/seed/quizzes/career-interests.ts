import type { QuizDefinition } from './insert-quiz.js';
import { step } from './helpers.js';

const DIMENSIONS = [
  {
    code: 'R',
    title: { ar: 'الواقعي', en: 'Realistic' },
    description: {
      ar: 'تميل إلى الأنشطة العملية الملموسة: العمل بيديك وبالأدوات والآلات، وكثيرًا في الهواء الطلق. تناسبك مجالات مثل الهندسة التطبيقية والصيانة والزراعة والتقنية الميكانيكية والكهربائية.',
      en: 'You prefer practical, hands-on activities: working with your hands, tools and machines, often outdoors. Fields such as applied engineering, maintenance, agriculture and mechanical or electrical technology suit you.',
    },
  },
  {
    code: 'I',
    title: { ar: 'الاستقصائي', en: 'Investigative' },
    description: {
      ar: 'تحب التفكير والتحليل وحل المشكلات المعقدة وفهم كيف تعمل الأشياء. تناسبك مجالات مثل العلوم والطب والبحث العلمي وتحليل البيانات والبرمجة.',
      en: 'You enjoy thinking, analysing, solving complex problems and understanding how things work. Fields such as science, medicine, research, data analysis and programming suit you.',
    },
  },
  {
    code: 'A',
    title: { ar: 'الفني', en: 'Artistic' },
    description: {
      ar: 'تميل إلى التعبير عن نفسك بالإبداع والخيال في بيئة مرنة غير مقيّدة. تناسبك مجالات مثل التصميم والفنون والكتابة والإعلام والعمارة.',
      en: 'You like to express yourself through creativity and imagination in a flexible, unstructured setting. Fields such as design, the arts, writing, media and architecture suit you.',
    },
  },
  {
    code: 'S',
    title: { ar: 'الاجتماعي', en: 'Social' },
    description: {
      ar: 'تجد متعتك في مساعدة الناس وتعليمهم ورعايتهم والعمل معهم. تناسبك مجالات مثل التعليم والتمريض والإرشاد والخدمة الاجتماعية والموارد البشرية.',
      en: 'You find satisfaction in helping, teaching, caring for and working with people. Fields such as teaching, nursing, counselling, social work and human resources suit you.',
    },
  },
  {
    code: 'E',
    title: { ar: 'المبادر', en: 'Enterprising' },
    description: {
      ar: 'تحب القيادة والإقناع واتخاذ القرار وتحمّل المخاطرة لتحقيق الأهداف. تناسبك مجالات مثل ريادة الأعمال والإدارة والتسويق والمبيعات والمحاماة.',
      en: 'You like leading, persuading, making decisions and taking risks to reach goals. Fields such as entrepreneurship, management, marketing, sales and law suit you.',
    },
  },
  {
    code: 'C',
    title: { ar: 'التقليدي', en: 'Conventional' },
    description: {
      ar: 'ترتاح للنظام والدقة واتباع الإجراءات الواضحة والتعامل مع البيانات والأرقام. تناسبك مجالات مثل المحاسبة والأعمال المكتبية والتدقيق والمالية وإدارة البيانات.',
      en: 'You are comfortable with order, accuracy, clear procedures and working with data and figures. Fields such as accounting, office administration, auditing, finance and data management suit you.',
    },
  },
];

/** Five activities per dimension; each is rated like / neutral / dislike. */
const ACTIVITIES: Record<string, [string, string][]> = {
  R: [
    ['إصلاح الأجهزة الكهربائية أو الميكانيكية المعطّلة', 'Repairing broken electrical or mechanical devices'],
    ['العمل بالأدوات اليدوية في النجارة أو البناء', 'Working with hand tools in carpentry or building'],
    ['تشغيل المعدات والآلات أو قيادة المركبات', 'Operating equipment and machines or driving vehicles'],
    ['العناية بالنباتات أو الحيوانات في مكان مفتوح', 'Looking after plants or animals outdoors'],
    ['تجميع جهاز من قطعه باتباع مخطط', 'Assembling a device from its parts by following a diagram'],
  ],
  I: [
    ['إجراء التجارب العلمية في المختبر', 'Carrying out scientific experiments in a laboratory'],
    ['حل المسائل الرياضية الصعبة', 'Solving challenging mathematical problems'],
    ['قراءة مقالات علمية عن الاكتشافات الحديثة', 'Reading scientific articles about new discoveries'],
    ['تحليل البيانات لاكتشاف سبب مشكلة ما', 'Analysing data to find the cause of a problem'],
    ['دراسة كيف يعمل جسم الإنسان أو الكون', 'Studying how the human body or the universe works'],
  ],
  A: [
    ['الرسم أو التصميم الجرافيكي', 'Drawing, painting or graphic design'],
    ['كتابة القصص أو الشعر', 'Writing stories or poetry'],
    ['العزف أو التمثيل أو الإلقاء على المسرح', 'Playing music, acting or performing on stage'],
    ['تصميم ديكور غرفة أو تنسيق الأزياء', "Designing a room's decor or putting outfits together"],
    ['التصوير الفوتوغرافي أو صناعة الأفلام القصيرة', 'Photography or making short films'],
  ],
  S: [
    ['شرح درس صعب لزميل', 'Explaining a difficult lesson to a classmate'],
    ['مساعدة الآخرين على حل مشكلاتهم الشخصية', 'Helping people work through their personal problems'],
    ['التطوع في الأعمال الخيرية وخدمة المجتمع', 'Volunteering for charity and community service'],
    ['رعاية المرضى أو كبار السن', 'Caring for patients or the elderly'],
    ['العمل ضمن فريق لتحقيق هدف مشترك', 'Working in a team towards a shared goal'],
  ],
  E: [
    ['إقناع الآخرين بفكرة أو منتج', 'Persuading others to accept an idea or a product'],
    ['قيادة فريق أو إدارة مشروع', 'Leading a team or managing a project'],
    ['بدء مشروع تجاري صغير خاص بي', 'Starting a small business of my own'],
    ['التحدث أمام جمهور', 'Speaking in front of an audience'],
    ['التفاوض للوصول إلى أفضل اتفاق', 'Negotiating to reach the best deal'],
  ],
  C: [
    ['تنظيم الملفات والسجلات بدقة', 'Organising files and records carefully'],
    ['إدخال البيانات في الجداول ومراجعتها', 'Entering data into spreadsheets and checking it'],
    ['اتباع تعليمات واضحة خطوة بخطوة', 'Following clear instructions step by step'],
    ['إعداد ميزانية ومتابعة المصروفات', 'Preparing a budget and tracking expenses'],
    ['تدقيق النصوص والأرقام لاكتشاف الأخطاء', 'Proofreading texts and figures to catch mistakes'],
  ],
};

const SCALE = [
  { ar: 'أحب ذلك', en: 'I like it', points: 2 },
  { ar: 'محايد', en: 'Neutral', points: 1 },
  { ar: 'لا أحب ذلك', en: "I don't like it", points: 0 },
];

const codes = DIMENSIONS.map((d) => d.code);

export const careerInterestsQuiz: Omit<QuizDefinition, 'categoryId'> = {
  titleAr: 'اختبار الميول المهنية',
  titleEn: 'Career interests test',
  descriptionAr:
    'يساعدك هذا الاختبار على اكتشاف ميولك المهنية وفق نموذج هولاند (RIASEC) بأنماطه الستة: الواقعي والاستقصائي والفني والاجتماعي والمبادر والتقليدي. تقيّم ثلاثين نشاطًا، فتحصل على ملفّك وأبرز ثلاثة أنماط لديك مع وصفها والمجالات التي تناسبها.',
  descriptionEn:
    'This test helps you discover your career interests using the Holland (RIASEC) model and its six types: Realistic, Investigative, Artistic, Social, Enterprising and Conventional. You rate thirty activities and get your profile, your three strongest types, what they mean and the fields that suit them.',
  durationMinutes: 20,
  passMark: 0,
  access: 'free',
  published: true,
  scoring: 'profile',
  allowReview: false,
  certificate: true,
  steps: [
    step(
      ['ما الذي ستفعله؟', 'What you will do'],
      [
        'ستقرأ ثلاثين نشاطًا، وتختار لكل منها: أحب ذلك، أو محايد، أو لا أحب ذلك.',
        "You will read thirty activities and choose for each: I like it, Neutral or I don't like it.",
      ],
    ),
    step(
      ['لا إجابات صحيحة أو خاطئة', 'There are no right or wrong answers'],
      [
        'أجب بما تشعر به فعلًا لا بما تظنه متوقعًا منك، ولا تُطل التفكير في النشاط الواحد.',
        'Answer with what you really feel, not what you think is expected, and do not dwell on any one activity.',
      ],
    ),
    step(
      ['الوقت والنتيجة', 'Time and result'],
      [
        'أمامك عشرون دقيقة، وتظهر نتيجتك فور الانتهاء مع رمز هولاند الخاص بك.',
        'You have twenty minutes; your result and your Holland code appear as soon as you finish.',
      ],
    ),
  ],
  dimensions: DIMENSIONS,
  // Interleaved (R I A S E C, R I A S E C, ...) so no type appears as a block.
  questions: [0, 1, 2, 3, 4].flatMap((n) =>
    codes.map((code) => {
      const [ar, en] = ACTIVITIES[code]?.[n] ?? ['', ''];
      return { ar, en, answers: SCALE.map((s) => ({ ar: s.ar, en: s.en, points: { [code]: s.points } })) };
    }),
  ),
};
