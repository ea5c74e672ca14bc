import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import type { Db } from '../../db/client.js';
import type { VersionSnapshot } from '../../db/schema/quizzes.js';
import { plainText } from '../../lib/rich-text.js';
import { fullMarksReachable, keyTexts } from '../question-bank/answer-key.js';
import { bankCategoriesRepo, subtreeIds } from '../question-bank/categories-repo.js';
import { questionRepo, type AnswerRow, type QuestionRow } from '../question-bank/repo.js';
import { drawWithoutSource, questionProblems, scoringRules, type BankQuestionFacts } from './problems.js';

/** The parts of a draft that decide which questions its sections stand for. */
export type DraftSections = Pick<QuizDraft, 'scoring' | 'dimensions' | 'sections'>;

export interface ResolvedDraft {
  /** The sections as a version would freeze them: current revisions of fixed questions, eligible pools of draws. */
  sections: VersionSnapshot['sections'];
  facts: Map<number, BankQuestionFacts>;
  /** Per section: how many questions it can supply (a fixed section's live questions, a draw's eligible pool). */
  available: number[];
  /** Per section: the questions a draw's filter matched that a student can't be marked on in this quiz. */
  excluded: number[];
}

const hasText = (html: string) => plainText(html).length > 0;

const factsOf = (question: QuestionRow, options: readonly AnswerRow[]): BankQuestionFacts => ({
  type: question.type,
  hasArabicText: hasText(question.textAr) && keyTexts(question.key).every((t) => t.ar.trim() !== ''),
  options: options.map((o) => ({ hasArabicText: hasText(o.textAr), correct: o.isCorrect, points: o.points })),
  fullMarks: fullMarksReachable(question.type, question.key, options),
});

/** What the draft's sections stand for in the bank right now (in `tx` when publishing). */
export async function resolveDraft(tx: Db, draft: DraftSections): Promise<ResolvedDraft> {
  const questions = questionRepo(tx);
  const rules = scoringRules(draft);
  const fixedIds = draft.sections.flatMap((s) => (s.kind === 'fixed' ? s.questions : []));
  const heads = await questions.heads(fixedIds, tx);
  const options = await questions.answersOf([...heads.values()].map((q) => q.id));
  const facts = new Map([...heads].map(([id, head]) => [id, factsOf(head, options.get(head.id) ?? [])]));
  const needsTree = draft.sections.some((s) => s.kind === 'draw' && s.category != null && s.include_subcategories);
  const tree = needsTree ? await bankCategoriesRepo(tx).all() : [];
  const sections: VersionSnapshot['sections'] = [];
  const excluded: number[] = [];
  for (const section of draft.sections) {
    if (section.kind === 'fixed') {
      const ids = [...new Set(section.questions)].flatMap((id) => heads.get(id)?.id ?? []);
      sections.push({ kind: 'fixed', questionIds: ids, count: ids.length });
      excluded.push(0);
      continue;
    }
    const categoryIds =
      section.category == null ? null : section.include_subcategories ? subtreeIds(tree, section.category) : [section.category];
    // The whole bank is drawn from only on purpose: a draw without a source has nothing to draw (and can't be published).
    const candidates = drawWithoutSource(section)
      ? []
      : await questions.pool(tx, {
          categoryIds,
          tag: section.tag,
          difficultyMin: section.difficulty_min,
          difficultyMax: section.difficulty_max,
        });
    const candidateOptions = await questions.answersOf(candidates.map((q) => q.id));
    // The version freezes only what a student can be marked on, so every trial's draw is fair (start stays one statement).
    const pool = candidates.filter((q) => !questionProblems(factsOf(q, candidateOptions.get(q.id) ?? []), rules).length).map((q) => q.id);
    sections.push({ kind: 'draw', questionIds: pool, count: Math.min(section.count, pool.length) });
    excluded.push(candidates.length - pool.length);
  }
  // A draw never repeats a fixed question of the same quiz, so those don't count toward its supply.
  const fixed = new Set(sections.flatMap((s) => (s.kind === 'fixed' ? s.questionIds : [])));
  const available = sections.map((s) => (s.kind === 'fixed' ? s.questionIds.length : s.questionIds.filter((id) => !fixed.has(id)).length));
  return { sections, facts, available, excluded };
}
