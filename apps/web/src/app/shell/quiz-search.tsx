import { createSelector } from '@reduxjs/toolkit';
import { Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Paginated } from '@mizan/contract/pagination';
import { QUIZ_LIST_DEFAULTS, quizzesApi, type QuizSummary } from '@/features/quizzes/api';
import { filterByTitle } from '@mizan/contract/arabic-search';
import { cn } from '@/lib/cn';
import { useAppSelector } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import type { RootState } from '../store';

const MAX_RESULTS = 8;
const NO_QUERIES: NonNullable<RootState['api']>['queries'] = {};

/** Every quiz any loaded page of the quiz list holds, once each. */
const selectLoadedQuizzes = createSelector([(state: RootState) => state.api?.queries ?? NO_QUERIES], (queries) => {
  const byId = new Map<QuizSummary['id'], QuizSummary>();
  for (const entry of Object.values(queries)) {
    if (entry?.endpointName !== 'getQuizzes' || !entry.data) continue;
    for (const quiz of (entry.data as Paginated<QuizSummary>).results) byId.set(quiz.id, quiz);
  }
  return [...byId.values()];
});

/** Title search over quizzes already in the store (client-spec §2), as an ARIA combobox. */
export function QuizSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const quizzes = useAppSelector(selectLoadedQuizzes);
  const prefetch = quizzesApi.usePrefetch('getQuizzes');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => filterByTitle(quizzes, query).slice(0, MAX_RESULTS), [quizzes, query]);
  const expanded = open && query.trim().length > 0;

  const choose = (quiz: QuizSummary) => {
    setOpen(false);
    setQuery('');
    navigate(paths.quiz(quiz.id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setOpen(false);
    if (!expanded || matches.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      const quiz = matches[active];
      if (quiz) choose(quiz);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" />
      <input
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && matches[active] ? `${listId}-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          prefetch(QUIZ_LIST_DEFAULTS, { ifOlderThan: 300 });
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-border bg-surface-muted ps-9 pe-4 text-sm text-fg placeholder:text-fg-muted focus-visible:border-primary focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-80 overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg"
      >
        {matches.map((quiz, index) => (
          <li
            key={quiz.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: it fires before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(quiz);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2 text-sm',
              index === active ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg',
            )}
          >
            {quiz.title}
          </li>
        ))}
        {matches.length === 0 && (
          <li role="presentation" className="px-3 py-4 text-center text-sm text-fg-muted">
            {t('search.empty')}
          </li>
        )}
      </ul>
    </div>
  );
}
