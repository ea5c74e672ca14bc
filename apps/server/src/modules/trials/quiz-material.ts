import type { QuizDraft } from '@mizan/contract/admin/quizzes';
import type { ContentQuestion, ContentRepo, DimensionRow } from './content-repo.js';
import { draftColumns, type QuizColumns } from './quiz-settings.js';
import type { LayoutSection } from './shuffle.js';
import type { QuizRow, TrialRepo } from './trial-repo.js';

/** What scoring, review and results of one version need: the same for every taker, immutable. */
export interface VersionMaterial {
  versionId: number;
  quiz: QuizColumns & { id: number };
  /** Every question revision the version can show (fixed and pool), with answers and answer key. */
  questions: ContentQuestion[];
  byId: Map<number, ContentQuestion>;
  layout: LayoutSection[];
  /** Each section's title, shared passage (null for none) and time limit in minutes (null for none), in layout order. */
  sectionTexts: { title: { ar: string; en: string }; passage: { ar: string; en: string } | null; timeLimitMinutes: number | null }[];
  /** Question revision → the sections that hold it (more than one only when draws share a pool). */
  sectionsOf: Map<number, number[]>;
  dimensions: DimensionRow[];
  /** Feedback by score band on the whole attempt ([] for none). */
  overallFeedback: NonNullable<QuizDraft['overall_feedback']>;
  /** Practice mode: a start pins it on the trial, whose submit checks and locks each answer. */
  immediateFeedback: boolean;
  /** Two blind marks per essay, agreed when further apart than this share of the mark (percent); null: one marker. */
  secondMarking: { threshold_percent: number } | null;
}

/** What starting a quiz needs: its live row (published settings, current version) and that version. */
export interface QuizMaterial {
  quiz: QuizRow;
  version: VersionMaterial | undefined;
}

export const QUIZ_MATERIAL_TTL_MS = 30_000;
const VERSION_TTL_MS = 10 * 60_000;
/**
 * A question revision read to check a typed response. Revisions a version froze never change; one only a
 * preview uses may be rewritten, so the entry is short-lived (a stale one can only refuse or keep ids that
 * scoring then ignores).
 */
const QUESTION_TTL_MS = 60_000;

/** Values kept for `ttlMs`; concurrent misses share one load; failed or empty loads are not kept. */
function ttlCache<K, V>(load: (key: K) => Promise<V | undefined>, ttlMs: number, now: () => number) {
  const entries = new Map<K, { until: number; value: Promise<V | undefined> }>();
  return {
    get(key: K): Promise<V | undefined> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value;
      const value = load(key);
      entries.set(key, { until: now() + ttlMs, value });
      const forget = () => entries.get(key)?.value === value && entries.delete(key);
      value.then((found) => found || forget(), forget);
      return value;
    },
    forget(key: K) {
      entries.delete(key);
    },
  };
}

/**
 * Quiz material kept in process: a start, a completion or a result would otherwise read the quiz, its questions
 * and answers for every taker (thousands at once in a competition burst). A version never changes, so it is
 * cached by id. Which version is current may change with a publish on any process: the start statement checks
 * the cached one is still current (TrialRepo.insert) and the start evicts and reloads when it is not.
 */
export function quizMaterialCache(trials: TrialRepo, content: ContentRepo, { ttlMs = QUIZ_MATERIAL_TTL_MS, now = () => Date.now() } = {}) {
  const versions = ttlCache(
    async (versionId: number): Promise<VersionMaterial | undefined> => {
      const version = await content.version(versionId);
      if (!version) return undefined;
      const { draft, sections } = version.snapshot;
      const questions = await content.questions([...new Set(sections.flatMap((s) => s.questionIds))]);
      const byId = new Map(questions.map((q) => [q.id, q]));
      const layout = sections.map((s) => ({
        kind: s.kind,
        count: s.count,
        questions: s.questionIds.flatMap((id) => {
          const q = byId.get(id);
          return q ? [{ id, answerIds: q.answers.map((a) => a.id) }] : [];
        }),
      }));
      const sectionsOf = new Map<number, number[]>();
      sections.forEach((s, i) => s.questionIds.forEach((id) => sectionsOf.set(id, [...(sectionsOf.get(id) ?? []), i])));
      // A version's sections are its draft's, resolved in the same order.
      const sectionTexts = sections.map((_, i) => ({
        title: draft.sections[i]?.title ?? { ar: '', en: '' },
        passage: draft.sections[i]?.passage ?? null,
        timeLimitMinutes: draft.sections[i]?.time_limit_minutes ?? null,
      }));
      const dimensions = draft.dimensions.map((d) => ({
        code: d.code,
        titleAr: d.title.ar,
        titleEn: d.title.en,
        descriptionAr: d.description.ar,
        descriptionEn: d.description.en,
      }));
      return {
        versionId,
        quiz: { id: version.quizId, ...draftColumns(draft) },
        questions,
        byId,
        layout,
        sectionTexts,
        sectionsOf,
        dimensions,
        overallFeedback: draft.overall_feedback ?? [],
        immediateFeedback: draft.immediate_feedback ?? false,
        secondMarking: draft.second_marking ?? null,
      };
    },
    VERSION_TTL_MS,
    now,
  );

  const current = ttlCache(
    async (quizId: number): Promise<QuizMaterial | undefined> => {
      const quiz = await trials.quiz(quizId);
      if (!quiz) return undefined;
      return { quiz, version: quiz.currentVersionId ? await versions.get(quiz.currentVersionId) : undefined };
    },
    ttlMs,
    now,
  );

  const questions = ttlCache(async (questionId: number) => (await content.questions([questionId]))[0], QUESTION_TTL_MS, now);

  return {
    /** The quiz as a new trial would start it; undefined for an unknown quiz. */
    current: (quizId: number) => current.get(quizId),
    /** A question revision with its key, for checking what a student submits; undefined when unknown. */
    question: (questionId: number) => questions.get(questionId),
    /** A version's content; undefined for an unknown version. */
    version: (versionId: number) => versions.get(versionId),
    /** After a publish (here) or a stale start (published elsewhere): the next start reads the quiz again. */
    forget: (quizId: number) => current.forget(quizId),
  };
}

export type QuizMaterialCache = ReturnType<typeof quizMaterialCache>;
