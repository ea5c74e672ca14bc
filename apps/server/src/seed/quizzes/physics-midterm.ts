import { choice, step } from './helpers.js';
import type { QuizDefinition } from './insert-quiz.js';

/** The demo class's assigned quiz: out of the catalogue, sat inside its assignment's window. */
export const physicsMidtermQuiz: Omit<QuizDefinition, 'categoryId'> = {
  titleAr: 'اختبار الفيزياء النصفي',
  titleEn: 'Physics midterm',
  descriptionAr: 'اختبار الفصل في الحركة والقوى والطاقة، يُؤدّى في موعده المحدد.',
  descriptionEn: 'The class test on motion, forces and energy, sat in its set window.',
  durationMinutes: 20,
  passMark: 60,
  access: 'assigned',
  published: true,
  scoring: 'graded',
  attemptsAllowed: 1,
  steps: [
    step(['محاولة واحدة', 'One attempt'], ['لديك محاولة واحدة مدتها عشرون دقيقة.', 'You have one attempt of twenty minutes.']),
    step(
      ['الموعد', 'The window'],
      ['ابدأ قبل إغلاق التكليف؛ من بدأ يكمل حتى نهاية وقته.', 'Start before the assignment closes; once started, you have your full time.'],
    ),
  ],
  questions: [
    choice(
      ['ما وحدة قياس القوة؟', 'What is the unit of force?'],
      [
        ['الجول', 'Joule'],
        ['النيوتن', 'Newton'],
        ['الواط', 'Watt'],
      ],
      1,
    ),
    choice(
      [
        'جسم يتحرك بسرعة ثابتة في خط مستقيم، فإن محصلة القوى عليه:',
        'A body moving at constant velocity in a straight line has a net force that is:',
      ],
      [
        ['صفر', 'Zero'],
        ['في اتجاه الحركة', 'Along the motion'],
        ['عكس اتجاه الحركة', 'Against the motion'],
      ],
      0,
    ),
    choice(
      ['الطاقة الحركية لجسم كتلته ٢ كغ وسرعته ٣ م/ث:', 'The kinetic energy of a 2 kg body moving at 3 m/s:'],
      [
        ['٦ جول', '6 J'],
        ['٩ جول', '9 J'],
        ['١٨ جول', '18 J'],
      ],
      1,
    ),
  ],
};
