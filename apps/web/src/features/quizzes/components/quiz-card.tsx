import type { Quiz } from '@mizan/contract/quizzes';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { QuizCover } from '@/lib/quiz/quiz-cover';
import { AccessBadge } from './access-badge';
import { QuizMeta } from './quiz-meta';
import { RichText } from '@/components/ui/rich-text';

export function QuizCard({ quiz }: { quiz: Quiz }) {
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow focus-within:outline-2 focus-within:outline-ring hover:shadow-md">
      <QuizCover quiz={quiz} className="aspect-[16/7] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {quiz.category && <span className="text-xs font-medium text-primary-soft-fg">{quiz.category.name}</span>}
          <AccessBadge quiz={quiz} />
        </div>
        <h2 className="text-base leading-snug font-bold text-fg">
          <Link to={paths.quiz(quiz.id)} className="outline-none after:absolute after:inset-0">
            {quiz.title}
          </Link>
        </h2>
        <RichText className="line-clamp-2 text-sm leading-relaxed text-fg-muted" html={quiz.description} />
        <div className="mt-auto pt-2">
          <QuizMeta quiz={quiz} />
        </div>
      </div>
    </li>
  );
}
