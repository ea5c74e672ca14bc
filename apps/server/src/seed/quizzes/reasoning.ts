import type { QuizDefinition } from './insert-quiz.js';
import { choice, step } from './helpers.js';

const series = [
  choice(
    ['ما العدد التالي في المتتالية: 2، 4، 8، 16، ؟', 'What comes next: 2, 4, 8, 16, ?'],
    [
      ['24', '24'],
      ['30', '30'],
      ['32', '32'],
      ['34', '34'],
    ],
    2,
  ),
  choice(
    ['ما العدد التالي: 3، 6، 11، 18، 27، ؟', 'What comes next: 3, 6, 11, 18, 27, ?'],
    [
      ['36', '36'],
      ['38', '38'],
      ['39', '39'],
      ['40', '40'],
    ],
    1,
  ),
  choice(
    ['ما العدد التالي: 1، 1، 2، 3، 5، 8، ؟', 'What comes next: 1, 1, 2, 3, 5, 8, ?'],
    [
      ['11', '11'],
      ['12', '12'],
      ['13', '13'],
      ['15', '15'],
    ],
    2,
  ),
  choice(
    ['ما العدد التالي: 81، 27، 9، 3، ؟', 'What comes next: 81, 27, 9, 3, ?'],
    [
      ['0', '0'],
      ['1', '1'],
      ['2', '2'],
      ['6', '6'],
    ],
    1,
  ),
  choice(
    ['ما العدد التالي: 2، 6، 12، 20، 30، ؟', 'What comes next: 2, 6, 12, 20, 30, ?'],
    [
      ['40', '40'],
      ['42', '42'],
      ['44', '44'],
      ['48', '48'],
    ],
    1,
  ),
  choice(
    ['ما العدد التالي: 100، 96، 88، 76، ؟', 'What comes next: 100, 96, 88, 76, ?'],
    [
      ['60', '60'],
      ['62', '62'],
      ['64', '64'],
      ['66', '66'],
    ],
    0,
  ),
  choice(
    ['ما العدد التالي: 1، 4، 9، 16، 25، ؟', 'What comes next: 1, 4, 9, 16, 25, ?'],
    [
      ['30', '30'],
      ['34', '34'],
      ['36', '36'],
      ['49', '49'],
    ],
    2,
  ),
  choice(
    ['ما العدد التالي: 5، 10، 8، 16، 14، ؟', 'What comes next: 5, 10, 8, 16, 14, ?'],
    [
      ['12', '12'],
      ['18', '18'],
      ['28', '28'],
      ['30', '30'],
    ],
    2,
  ),
];

const analogies = [
  choice(
    ['كتاب : مكتبة :: لوحة : ؟', 'Book : library :: painting : ?'],
    [
      ['رسّام', 'painter'],
      ['معرض', 'gallery'],
      ['ألوان', 'colours'],
      ['إطار', 'frame'],
    ],
    1,
  ),
  choice(
    ['طبيب : مستشفى :: معلّم : ؟', 'Doctor : hospital :: teacher : ?'],
    [
      ['طالب', 'student'],
      ['مدرسة', 'school'],
      ['كتاب', 'book'],
      ['سبّورة', 'blackboard'],
    ],
    1,
  ),
  choice(
    ['يد : قفّاز :: قدم : ؟', 'Hand : glove :: foot : ?'],
    [
      ['ساق', 'leg'],
      ['جورب', 'sock'],
      ['مشي', 'walking'],
      ['إصبع', 'toe'],
    ],
    1,
  ),
  choice(
    ['2 : 4 :: 3 : 9 :: 5 : ؟', '2 : 4 :: 3 : 9 :: 5 : ?'],
    [
      ['10', '10'],
      ['15', '15'],
      ['25', '25'],
      ['125', '125'],
    ],
    2,
  ),
  choice(
    ['ماء : عطش :: طعام : ؟', 'Water : thirst :: food : ?'],
    [
      ['مطبخ', 'kitchen'],
      ['جوع', 'hunger'],
      ['صحن', 'plate'],
      ['طبّاخ', 'cook'],
    ],
    1,
  ),
  choice(
    ['شمال : جنوب :: شرق : ؟', 'North : south :: east : ?'],
    [
      ['غرب', 'west'],
      ['شمال', 'north'],
      ['شروق', 'sunrise'],
      ['يمين', 'right'],
    ],
    0,
  ),
];

const oddOneOut = [
  choice(
    ['أيّ الكلمات لا تنتمي إلى المجموعة؟', 'Which word does not belong with the others?'],
    [
      ['تفاحة', 'apple'],
      ['موزة', 'banana'],
      ['جزرة', 'carrot'],
      ['برتقالة', 'orange'],
    ],
    2,
  ),
  choice(
    ['أيّ الأعداد ليس عددًا أوليًا؟', 'Which number is not a prime number?'],
    [
      ['2', '2'],
      ['3', '3'],
      ['9', '9'],
      ['11', '11'],
    ],
    2,
  ),
  choice(
    ['أيّ الأشكال لا ينتمي إلى المجموعة؟', 'Which shape does not belong with the others?'],
    [
      ['مربّع', 'square'],
      ['مثلّث', 'triangle'],
      ['دائرة', 'circle'],
      ['مكعّب', 'cube'],
    ],
    3,
  ),
  choice(
    ['أيّ الأعداد لا ينتمي إلى المجموعة: 16، 36، 45، 49؟', 'Which number does not belong: 16, 36, 45, 49?'],
    [
      ['16', '16'],
      ['36', '36'],
      ['45', '45'],
      ['49', '49'],
    ],
    2,
  ),
];

const matrices = [
  choice(
    [
      'شبكة من ثلاثة صفوف، في كل صف دائرة ومربّع ومثلّث مرة واحدة. الصف الأول: دائرة، مربّع، مثلّث. الصف الثاني: مربّع، مثلّث، دائرة. الصف الثالث: مثلّث، دائرة، ؟',
      'A grid has three rows; each row holds a circle, a square and a triangle once. Row 1: circle, square, triangle. Row 2: square, triangle, circle. Row 3: triangle, circle, ?',
    ],
    [
      ['دائرة', 'circle'],
      ['مربّع', 'square'],
      ['مثلّث', 'triangle'],
      ['نجمة', 'star'],
    ],
    1,
  ),
  choice(
    [
      'في كل صف من الشبكة يساوي العدد الثالث مجموع العددين قبله. الصف الأول: 1، 2، 3. الصف الثاني: 4، 5، 9. الصف الثالث: 6، 7، ؟',
      'In each row of the grid the third number is the sum of the two before it. Row 1: 1, 2, 3. Row 2: 4, 5, 9. Row 3: 6, 7, ?',
    ],
    [
      ['12', '12'],
      ['13', '13'],
      ['14', '14'],
      ['42', '42'],
    ],
    1,
  ),
  choice(
    [
      'في كل صف من الشبكة يساوي العدد الثالث حاصل ضرب العددين قبله. الصف الأول: 2، 3، 6. الصف الثاني: 4، 5، 20. الصف الثالث: 3، 7، ؟',
      'In each row of the grid the third number is the product of the two before it. Row 1: 2, 3, 6. Row 2: 4, 5, 20. Row 3: 3, 7, ?',
    ],
    [
      ['10', '10'],
      ['21', '21'],
      ['24', '24'],
      ['37', '37'],
    ],
    1,
  ),
  choice(
    [
      'في شبكة، يتضاعف عدد النقاط من خانة إلى التي تليها. الصف الأول: 1، 2، 4 نقاط. الصف الثاني: 8، 16، ؟',
      'In a grid, the number of dots doubles from each cell to the next. Row 1: 1, 2, 4 dots. Row 2: 8, 16, ?',
    ],
    [
      ['20', '20'],
      ['24', '24'],
      ['32', '32'],
      ['64', '64'],
    ],
    2,
  ),
];

const logic = [
  choice(
    [
      'إذا كانت كل الورود أزهارًا، وبعض الأزهار تذبل بسرعة، فأيّ العبارات صحيحة حتمًا؟',
      'If all roses are flowers and some flowers fade quickly, which statement is certainly true?',
    ],
    [
      ['كل الورود تذبل بسرعة', 'All roses fade quickly'],
      ['بعض الورود تذبل بسرعة', 'Some roses fade quickly'],
      ['كل الورود أزهار', 'All roses are flowers'],
      ['لا وردة تذبل بسرعة', 'No rose fades quickly'],
    ],
    2,
  ),
  choice(
    [
      'أحمد أطول من خالد، وخالد أطول من سعد. من الأقصر؟',
      'Ahmed is taller than Khalid, and Khalid is taller than Saad. Who is the shortest?',
    ],
    [
      ['أحمد', 'Ahmed'],
      ['خالد', 'Khalid'],
      ['سعد', 'Saad'],
      ['لا يمكن معرفة ذلك', 'It cannot be known'],
    ],
    2,
  ),
  choice(
    ['إذا كان اليوم الثلاثاء، فأيّ يوم سيكون بعد عشرة أيام؟', 'If today is Tuesday, what day will it be in ten days?'],
    [
      ['الخميس', 'Thursday'],
      ['الجمعة', 'Friday'],
      ['السبت', 'Saturday'],
      ['الأحد', 'Sunday'],
    ],
    1,
  ),
];

export const reasoningQuiz: Omit<QuizDefinition, 'categoryId'> = {
  titleAr: 'اختبار الذكاء',
  titleEn: 'IQ test',
  descriptionAr:
    'اختبار في التفكير المنطقي من خمسة وعشرين سؤالًا: متتاليات عددية، وتناظر لفظي وعددي، واكتشاف المختلف، ومصفوفات موصوفة بالكلمات، ومسائل استدلال. يقيس سرعة ملاحظتك للأنماط ودقة استنتاجك.',
  descriptionEn:
    'A twenty-five question reasoning test: number series, verbal and numeric analogies, odd one out, matrices described in words and logic problems. It measures how quickly you spot patterns and how accurately you reason.',
  durationMinutes: 30,
  passMark: 60,
  access: 'free',
  published: true,
  scoring: 'graded',
  shuffleAnswers: true,
  allowReview: true,
  certificate: true,
  steps: [
    step(
      ['عن الاختبار', 'About the test'],
      [
        'خمسة وعشرون سؤالًا، لكل سؤال إجابة صحيحة واحدة. النجاح بنسبة 60٪ فأكثر.',
        'Twenty-five questions, each with one correct answer. You pass with 60% or more.',
      ],
    ),
    step(
      ['الوقت', 'Time'],
      [
        'لديك ثلاثون دقيقة يحسبها الخادم، وتُحفظ كل إجابة فور اختيارها. عند انتهاء الوقت يُنهى الاختبار تلقائيًا.',
        'You have thirty minutes, timed by the server, and every answer is saved as soon as you choose it. When time runs out the test ends by itself.',
      ],
    ),
    step(
      ['التنقل', 'Moving around'],
      [
        'يمكنك التنقل بين الأسئلة وتغيير إجاباتك قبل الإنهاء، وستظهر لك الإجابات الصحيحة بعد انتهاء الاختبار.',
        'You can move between questions and change your answers before you finish; the correct answers are shown after the test ends.',
      ],
    ),
  ],
  questions: [...series, ...analogies, ...oddOneOut, ...matrices, ...logic],
};
