import type { DrawSection, PublishProblem, QuizDraft } from '@mizan/contract/admin/quizzes';
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

/** What a quiz's scoring model asks of every question it serves. */
export interface ScoringRules {
  profile: boolean;
  /** Profile quizzes: the dimension codes option points may name. */
  codes: ReadonlySet<string>;
}

export const scoringRules = (draft: Pick<QuizDraft, 'scoring' | 'dimensions'>): ScoringRules => ({
  profile: draft.scoring === 'profile',
  codes: new Set(draft.dimensions.map((d) => d.code)),
});

/**
 * Why a student could not be served or fairly marked on this question in a quiz with these rules; none means it
 * may be served. Fixed sections report these; draws leave such questions out of their pool.
 */
export function questionProblems(facts: BankQuestionFacts, rules: ScoringRules): ProblemCode[] {
  const found: ProblemCode[] = [];
  if (!facts.hasArabicText || facts.options.some((o) => !o.hasArabicText)) found.push('missing_arabic_text');
  if (CHOICE_ROWS.includes(facts.type) && facts.options.length < 2) found.push('too_few_options');
  if (rules.profile && facts.type !== 'single_choice') return [...found, 'type_not_in_profile'];
  if (!rules.profile) {
    if (facts.type === 'single_choice' && !facts.options.some((o) => o.correct)) found.push('no_correct_option');
    if (!facts.fullMarks) found.push('not_answerable');
    return found;
  }
  // An explicit 0 is a choice (a "dislike" on an interest scale); no entry at all is an oversight.
  if (facts.options.some((o) => !o.points || !Object.keys(o.points).length)) found.push('profile_option_without_points');
  if (facts.options.some((o) => Object.keys(o.points ?? {}).some((code) => !rules.codes.has(code)))) found.push('unknown_dimension');
  return found;
}

/** A draw with neither category nor tag takes from the whole bank: only when the operator chose that. */
export const drawWithoutSource = (section: DrawSection) => section.category == null && !section.tag && !section.any_category;

/**
 * Why a draft can't be published, in the order an operator would fix them. `questions` maps the bank ids of
 * fixed sections to facts about their current revision (absent: deleted or archived); `pools[i]` is how many
 * questions draw section i can draw from that a student can be marked on.
 */
export function publishProblems(draft: QuizDraft, questions: ReadonlyMap<number, BankQuestionFacts>, pools: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const add = (code: ProblemCode, section: number | null = null, question: number | null = null, params?: Problem['params']) =>
    problems.push({ code, section, question, ...(params ? { params } : {}) });

  if (!draft.title.ar.trim()) add('missing_arabic_title');
  if (draft.access === 'paid' && Number(draft.price) <= 0) add('price_required');
  if (draft.review === 'after_close' && !draft.closes_at) add('closes_at_required');
  const rules = scoringRules(draft);
  if (rules.profile && !rules.codes.size) add('no_dimensions');

  let total = 0;
  const seen = new Set<number>();
  draft.sections.forEach((section, index) => {
    if (section.kind === 'draw') {
      const available = pools[index] ?? 0;
      if (drawWithoutSource(section)) {
        // Its supply is unknown until it names a source: that one reason says what to fix.
        add('draw_without_source', index);
        total += section.count;
        return;
      }
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
      for (const code of questionProblems(facts, rules)) add(code, index, id);
    }
  });
  if (total === 0) add('no_questions');
  return problems;
}
