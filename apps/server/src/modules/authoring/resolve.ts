import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import type { Db } from '../../db/client.js';
import type { VersionSnapshot } from '../../db/schema/quizzes.js';
import { plainText } from '../../lib/rich-text.js';
import { fullMarksReachable, keyTexts } from '../question-bank/answer-key.js';
import { bankCategoriesRepo, subtreeIds } from '../question-bank/categories-repo.js';
import { questionRepo } from '../question-bank/repo.js';
import type { BankQuestionFacts } from './problems.js';

export interface ResolvedDraft {
  /** The sections as a version would freeze them: current revisions of fixed questions, pools of draws. */
  sections: VersionSnapshot['sections'];
  facts: Map<number, BankQuestionFacts>;
  /** Per section: how many questions it can supply (a fixed section's live questions, a draw's pool). */
  available: number[];
}

const hasText = (html: string) => plainText(html).length > 0;

/** What the draft's sections stand for in the bank right now (in `tx` when publishing). */
export async function resolveDraft(tx: Db, draft: QuizDraft): Promise<ResolvedDraft> {
  const questions = questionRepo(tx);
  const fixedIds = draft.sections.flatMap((s) => (s.kind === 'fixed' ? s.questions : []));
  const heads = await questions.heads(fixedIds, tx);
  const options = await questions.answersOf([...heads.values()].map((q) => q.id));
  const facts = new Map<number, BankQuestionFacts>();
  for (const [id, head] of heads) {
    const rows = options.get(head.id) ?? [];
    facts.set(id, {
      type: head.type,
      hasArabicText: hasText(head.textAr) && keyTexts(head.key).every((t) => t.ar.trim() !== ''),
      options: rows.map((o) => ({ hasArabicText: hasText(o.textAr), correct: o.isCorrect, points: o.points })),
      fullMarks: fullMarksReachable(head.type, head.key, rows),
    });
  }
  const needsTree = draft.sections.some((s) => s.kind === 'draw' && s.category != null && s.include_subcategories);
  const tree = needsTree ? await bankCategoriesRepo(tx).all() : [];
  const sections: VersionSnapshot['sections'] = [];
  for (const section of draft.sections) {
    if (section.kind === 'fixed') {
      const ids = [...new Set(section.questions)].flatMap((id) => heads.get(id)?.id ?? []);
      sections.push({ kind: 'fixed', questionIds: ids, count: ids.length });
      continue;
    }
    const categoryIds =
      section.category == null ? null : section.include_subcategories ? subtreeIds(tree, section.category) : [section.category];
    const pool = await questions.pool(tx, {
      categoryIds,
      tag: section.tag,
      difficultyMin: section.difficulty_min,
      difficultyMax: section.difficulty_max,
      // A profile quiz scores option points: its draws take single choice questions only.
      types: draft.scoring === 'profile' ? ['single_choice'] : null,
    });
    sections.push({ kind: 'draw', questionIds: pool, count: Math.min(section.count, pool.length) });
  }
  // A draw never repeats a fixed question of the same quiz, so those don't count toward its supply.
  const fixed = new Set(sections.flatMap((s) => (s.kind === 'fixed' ? s.questionIds : [])));
  const available = sections.map((s) => (s.kind === 'fixed' ? s.questionIds.length : s.questionIds.filter((id) => !fixed.has(id)).length));
  return { sections, facts, available };
}
