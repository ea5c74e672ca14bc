import type { PublishProblem, QuizDraft } from '@mizan/contract/admin/quizzes';
import type { QuestionKind } from '@mizan/contract/question-types';

/** What validation needs to know of a bank question (its current revision). */
export interface BankQuestionFacts {
  type: QuestionKind;
  /** The question's text and every text of its key (ordering items, matching prompts and answers). */
  hasArabicText: boolean;
  /** Choice rows: single choice, multiple response and true/false options; none for the other types. */
  options: { hasArabicText: boolean; correct: boolean; points: Record<string, number> | null }[];
  /** Some answer earns full marks (see fullMarksReachable). */
  fullMarks: boolean;
}

const CHOICE_ROWS: readonly QuestionKind[] = ['single_choice', 'multiple_response', 'true_false'];

export type ProblemCode = PublishProblem['code'];
export interface Problem {
  code: ProblemCode;
  section: number | null;
  question: number | null;
  params?: Record<string, string | number>;
}

/**
 * Why a draft can't be published, in the order an operator would fix them. `questions` maps the bank ids of
 * fixed sections to facts about their current revision (absent: deleted or archived); `pools[i]` is how many
 * questions draw section i can draw from.
 */
export function publishProblems(draft: QuizDraft, questions: ReadonlyMap<number, BankQuestionFacts>, pools: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const add = (code: ProblemCode, section: number | null = null, question: number | null = null, params?: Problem['params']) =>
    problems.push({ code, section, question, ...(params ? { params } : {}) });

  if (!draft.title.ar.trim()) add('missing_arabic_title');
  if (draft.access === 'paid' && Number(draft.price) <= 0) add('price_required');
  if (draft.review === 'after_close' && !draft.closes_at) add('closes_at_required');
  const profile = draft.scoring === 'profile';
  const codes = new Set(draft.dimensions.map((d) => d.code));
  if (profile && !codes.size) add('no_dimensions');

  let total = 0;
  const seen = new Set<number>();
  draft.sections.forEach((section, index) => {
    if (section.kind === 'draw') {
      const available = pools[index] ?? 0;
      if (section.count > available) add('draw_exceeds_pool', index, null, { count: section.count, available });
      total += Math.min(section.count, available);
      return;
    }
    for (const id of section.questions) {
      if (seen.has(id)) add('duplicate_question', index, id);
      seen.add(id);
      const facts = questions.get(id);
      if (!facts) {
        add('unknown_question', index, id);
        continue;
      }
      total += 1;
      if (!facts.hasArabicText || facts.options.some((o) => !o.hasArabicText)) add('missing_arabic_text', index, id);
      if (CHOICE_ROWS.includes(facts.type) && facts.options.length < 2) add('too_few_options', index, id);
      if (profile && facts.type !== 'single_choice') {
        add('type_not_in_profile', index, id);
        continue;
      }
      if (!profile && facts.type === 'single_choice' && !facts.options.some((o) => o.correct)) add('no_correct_option', index, id);
      if (!profile && !facts.fullMarks) add('not_answerable', index, id);
      if (profile) {
        // An explicit 0 is a choice (a "dislike" on an interest scale); no entry at all is an oversight.
        if (facts.options.some((o) => !o.points || !Object.keys(o.points).length)) add('profile_option_without_points', index, id);
        if (facts.options.some((o) => Object.keys(o.points ?? {}).some((code) => !codes.has(code)))) add('unknown_dimension', index, id);
      }
    }
  });
  if (total === 0) add('no_questions');
  return problems;
}
