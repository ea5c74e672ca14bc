import { newQuizDraft, type CreateQuizRequest, type QuizDraft, type UpdateQuizRequest } from '@mizan/contract/admin/quizzes';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';

const bilingualPlain = (b: { ar: string; en: string }) => ({ ar: plainText(b.ar), en: plainText(b.en) });
const bilingualRich = (b: { ar: string; en: string }) => ({ ar: sanitizeRichText(b.ar), en: sanitizeRichText(b.en) });

/** What a new quiz starts as: the contract's new draft with one empty fixed section to fill. */
export const DRAFT_DEFAULTS: QuizDraft = { ...newQuizDraft(), sections: [{ kind: 'fixed', title: { ar: '', en: '' }, questions: [] }] };

/** The draft with a change applied and every operator text cleaned: titles plain, rich fields sanitized. */
export function applyChange(draft: QuizDraft, change: CreateQuizRequest | UpdateQuizRequest): QuizDraft {
  const next: QuizDraft = { ...draft, ...change };
  return {
    ...next,
    title: bilingualPlain(next.title),
    description: bilingualRich(next.description),
    dimensions: next.dimensions.map((d) => ({ ...d, title: bilingualPlain(d.title), description: bilingualPlain(d.description) })),
    instructions: next.instructions.map((i) => ({ title: bilingualPlain(i.title), text: bilingualRich(i.text) })),
    sections: next.sections.map((s) => {
      const { passage, ...rest } = s;
      // An empty passage is no passage: one form for "none".
      const clean = passage && bilingualRich(passage);
      const texts = { title: bilingualPlain(s.title), ...(clean && (clean.ar || clean.en) ? { passage: clean } : {}) };
      return rest.kind === 'fixed'
        ? { ...rest, ...texts, questions: [...new Set(rest.questions)] }
        : { ...rest, ...texts, difficulty_max: Math.max(rest.difficulty_min, rest.difficulty_max) };
    }),
    ...(next.overall_feedback
      ? {
          overall_feedback: [...next.overall_feedback]
            .sort((a, b) => b.min_percentage - a.min_percentage)
            .map((b) => ({ ...b, text: bilingualRich(b.text) })),
        }
      : {}),
  };
}

/** Bank question ids the draft's fixed sections show. */
export const fixedQuestionIds = (draft: QuizDraft) => draft.sections.flatMap((s) => (s.kind === 'fixed' ? s.questions : []));
