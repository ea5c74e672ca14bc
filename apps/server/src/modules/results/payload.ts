import type { Language } from '@mizan/contract/i18n';
import { isHumanMarked } from '@mizan/contract/question-types';
import type { PublicResult, Result, ReviewItem, TopDimension, TrialSummary } from '@mizan/contract/results';
import type { DimensionScore } from '../../db/schema/quizzes.js';
import { localized } from '../../lib/localized.js';
import { mediaUrl } from '../catalogue/media.js';
import type { LatestMark } from '../marking/marks-repo.js';
import { keyOfType, optionFraction } from '../question-bank/answer-key.js';
import { rubricReview } from './rubric-review.js';
import type { ContentQuestion, DimensionRow } from '../trials/content-repo.js';
import { isFullMark, roundTo2 } from '../trials/scoring/graded.js';
import { hollandCode, topDimensions } from '../trials/scoring/profile.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import { chosenOption, scoreQuestion } from '../trials/scoring/types/index.js';
import type { TrialAnswers } from '../trials/trial-repo.js';
import { NO_NORM, type Norm } from './norm.js';
import { answerFeedback } from './feedback.js';
import type { ResultRow } from './repo.js';

const seconds = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

function profileParts(profile: DimensionScore[] | null, dimensions: DimensionRow[], lang: Language) {
  if (!profile) return { profile: null, dimensions: null, top_dimensions: [], holland_code: null };
  const byCode = new Map(dimensions.map((d) => [d.code, d]));
  const title = (code: string) => {
    const d = byCode.get(code);
    return d ? localized(lang, d.titleAr, d.titleEn) : code;
  };
  const top: TopDimension[] = topDimensions(profile).map((s) => {
    const d = byCode.get(s.code);
    return {
      code: s.code,
      title: title(s.code),
      description: d ? localized(lang, d.descriptionAr, d.descriptionEn) : '',
      score: s.score,
      percentage: s.percentage,
    };
  });
  return {
    profile: Object.fromEntries(profile.map((s) => [s.code, s.score])),
    dimensions: profile.map((s) => ({ code: s.code, title: title(s.code), score: s.score, max: s.max, percentage: s.percentage })),
    top_dimensions: top,
    holland_code: hollandCode(profile),
  };
}

export function toResult(
  row: ResultRow,
  dimensions: DimensionRow[],
  lang: Language,
  review?: ReviewItem[],
  norm: Norm = NO_NORM,
  overall: string | null = null,
): Result {
  const { trial, quiz } = row;
  const completedAt = trial.completedAt ?? trial.startedAt;
  return {
    id: trial.id,
    trial: trial.id,
    quiz: trial.quizId,
    quiz_title: localized(lang, quiz.titleAr, quiz.titleEn),
    scoring: quiz.scoring,
    score: trial.score,
    max_score: trial.maxScore,
    percentage: trial.percentage,
    passed: trial.passed,
    correct_count: trial.correctCount,
    questions_count: trial.questionOrder.length,
    answered_count: row.answeredCount,
    time_taken_seconds: seconds(trial.startedAt, completedAt),
    started_at: trial.startedAt.toISOString(),
    completed_at: completedAt.toISOString(),
    completed_by: trial.completedBy ?? 'client',
    ...profileParts(trial.profile, dimensions, lang),
    ...norm,
    marking: trial.marking,
    overall_feedback: overall,
    void_reason: trial.voidedAt ? (trial.voidReason ?? '') : null,
    ...(review ? { review } : {}),
  };
}

/** Anyone with the link sees the quiz, the outcome and the taker's first name: nothing else. */
export function toPublicResult(row: ResultRow & { fullname: string }, dimensions: DimensionRow[], lang: Language): PublicResult {
  const full = toResult(row, dimensions, lang);
  return {
    trial: full.trial,
    quiz: full.quiz,
    quiz_title: full.quiz_title,
    scoring: full.scoring,
    first_name: row.fullname.trim().split(/\s+/)[0] ?? '',
    score: full.score,
    max_score: full.max_score,
    percentage: full.percentage,
    passed: full.passed,
    top_dimensions: full.top_dimensions,
    holland_code: full.holland_code,
    completed_at: full.completed_at,
  };
}

export function toTrialSummary(row: ResultRow, lang: Language): TrialSummary {
  const { trial, quiz } = row;
  return {
    id: trial.id,
    quiz: trial.quizId,
    quiz_title: localized(lang, quiz.titleAr, quiz.titleEn),
    scoring: quiz.scoring,
    status: trial.status,
    started_at: trial.startedAt.toISOString(),
    deadline: trial.deadline?.toISOString() ?? null,
    completed_at: trial.completedAt?.toISOString() ?? null,
    score: trial.score,
    max_score: trial.maxScore,
    percentage: trial.percentage,
    passed: trial.passed,
    holland_code: trial.profile ? hollandCode(trial.profile) : null,
  };
}

/** What each type shows beside the student's answer: the right order, pairs, accepted numbers or texts. */
function keyParts(q: ContentQuestion, lang: Language): Partial<ReviewItem> {
  const item = (i: { id: string; ar: string; en: string }) => ({ id: i.id, text: localized(lang, i.ar, i.en) });
  switch (q.type) {
    case 'ordering':
      return { items: (keyOfType(q.key, 'ordering')?.items ?? []).map(item) };
    case 'matching': {
      const key = keyOfType(q.key, 'matching');
      return {
        prompts: (key?.prompts ?? []).map((p) => ({ ...item(p), answer: p.answer })),
        matches: (key?.matches ?? []).map(item),
      };
    }
    case 'numeric': {
      const key = keyOfType(q.key, 'numeric');
      return { accepted_numbers: key?.accepted ?? [], unit: key?.unit ?? null };
    }
    case 'short_text':
      return { accepted_texts: keyOfType(q.key, 'short_text')?.accepted ?? [] };
    default:
      return {};
  }
}

/**
 * Per-question review in the trial's order and answer order, with the key revealed, the marks earned (a person's
 * mark where one was given), feedback, and an essay without a mark shown as pending.
 */
export function toReview(
  questions: ContentQuestion[],
  row: ResultRow,
  answers: TrialAnswers,
  lang: Language,
  marks: ReadonlyMap<number, Pick<LatestMark, 'points' | 'comment' | 'rubric'>> = new Map(),
): ReviewItem[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return row.trial.questionOrder.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    const order = row.trial.answerOrder?.[String(id)];
    const answersById = new Map(q.answers.map((a) => [a.id, a]));
    const options = order ? order.flatMap((aid) => answersById.get(aid) ?? []) : q.answers;
    const answer = answers.get(id) ?? null;
    const given = marks.get(id);
    const mark = given ? given.points / q.weight : scoreQuestion(scoringKeyOf(q), answer);
    return [
      {
        id,
        text: localized(lang, q.textAr, q.textEn),
        image: mediaUrl(q.imagePath),
        type: q.type,
        answers: options.map((a) => ({
          id: a.id,
          text: localized(lang, a.textAr, a.textEn),
          is_correct: a.isCorrect,
          fraction: optionFraction(a),
        })),
        selected_answer_id: chosenOption(answer),
        response: answer && !('selected_answer_id' in answer) ? answer : null,
        items: null,
        prompts: null,
        matches: null,
        unit: null,
        accepted_numbers: null,
        accepted_texts: null,
        ...keyParts(q, lang),
        mark: roundTo2(q.weight * mark),
        max_mark: q.weight,
        correct: isFullMark(mark),
        pending: isHumanMarked(q.type) && !given,
        comment: given?.comment ?? '',
        rubric: q.type === 'essay' ? rubricReview(keyOfType(q.key, 'essay')?.rubric, given?.rubric, lang) : null,
        general_feedback: localized(lang, q.generalFeedbackAr, q.generalFeedbackEn),
        feedback: answerFeedback(q, answer, lang),
      },
    ];
  });
}
