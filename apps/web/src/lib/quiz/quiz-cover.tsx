import { cn } from '@/lib/cn';
import { coverLetter } from './cover-letter';

const HUES = [172, 200, 256, 28, 340, 140];

/** The quiz's cover, or a calm generated one: a tint picked from the id and the title's first letter. */
export function QuizCover({ quiz, className }: { quiz: { id: number; title: string; cover_image: string | null }; className?: string }) {
  if (quiz.cover_image) return <img src={quiz.cover_image} alt="" className={cn('object-cover', className)} />;
  const hue = HUES[quiz.id % HUES.length];
  return (
    <div
      aria-hidden
      className={cn('flex items-center justify-center text-4xl font-bold text-white/90', className)}
      style={{ backgroundImage: `linear-gradient(135deg, hsl(${hue} 55% 38%), hsl(${(hue ?? 0) + 40} 50% 30%))` }}
    >
      {coverLetter(quiz.title)}
    </div>
  );
}
