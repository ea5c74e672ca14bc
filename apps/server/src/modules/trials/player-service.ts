import type { Language } from '@mizan/contract/i18n';
import type { QuestionIdsResponse, QuestionResponse, SubmitAnswerRequest, SubmitAnswerResponse } from '@mizan/contract/trials';
import { fieldError, notFound } from '../../lib/app-error.js';
import { gateRefusal, type GateValues } from '../exam-access/gate.js';
import { localized } from '../../lib/localized.js';
import type { StoredKey } from '../../db/schema/quizzes.js';
import { mediaUrl } from '../catalogue/media.js';
import { keyOfType } from '../question-bank/answer-key.js';
import type { CompletionService } from './completion.js';
import { answerCheck } from './answer-check.js';
import {
  answerLocked,
  forwardOnly,
  partTimeOver,
  noNextQuestion,
  noPreviousQuestion,
  questionNotInTrial,
  timeOver,
  trialCompleted,
} from './errors.js';
import type { PlayerRepo, QuestionView, TrialState } from './player-repo.js';
import type { QuizMaterialCache, VersionMaterial } from './quiz-material.js';
import type { StudentAnswer } from './scoring/types/index.js';
import { checkResponse } from './response-check.js';
import { sectionOf } from './section-of.js';
import { scrambled, seededShuffle } from './shuffle.js';
import { partTimer, timersRunning, timersStartedBy } from './timed-parts.js';
import { remainingSeconds } from './timer.js';

const asCompletable = (t: Pick<TrialState, 'id' | 'version_id' | 'status' | 'deadline' | 'question_order'> & { preview?: boolean }) => ({
  id: t.id,
  versionId: t.version_id,
  status: t.status,
  deadline: t.deadline,
  questionOrder: t.question_order,
  preview: t.preview ?? false,
});

/** Reading questions in trial order and saving answers, under the server's clock. */
export function playerService(repo: PlayerRepo, completion: CompletionService, materials: QuizMaterialCache) {
  /** A trial the student may still work on; an expired one is completed here and refused. */
  const assertOpen = async (trial: TrialState, now: Date) => {
    if (trial.status === 'completed') throw trialCompleted();
    if (await completion.settle(asCompletable(trial), now)) throw timeOver();
  };

  /**
   * The question's revision from the trial's version (cached since the start), else (a preview) from the
   * question cache: checking an answer adds no statement to the submit.
   */
  const revision = async (versionId: number | null, questionId: number, version?: VersionMaterial) =>
    (version ?? (versionId ? await materials.version(versionId) : undefined))?.byId.get(questionId) ??
    (await materials.question(questionId));

  /** Showing a question of a timed section, or a timed question, starts its timers (once): the closes that apply. */
  const startTimers = async (view: QuestionView, userId: string, order: number, material: VersionMaterial | undefined, now: Date) => {
    const timers = timersStartedBy(material, view.question_order, order);
    if (view.status !== 'in_progress' || timersRunning(timers, view.closes)) return view.closes;
    return (await repo.openTimers(view.id, userId, timers, material?.quiz.durationMinutes ?? null, now)) ?? view.closes;
  };

  const question = async (
    params: { trialId: string; userId: string; questionId: number; delta: -1 | 0 | 1; gate: GateValues },
    lang: Language,
    now: Date,
  ): Promise<QuestionResponse> => {
    const view = await repo.view(params.trialId, params.userId, params.questionId, params.delta, params.gate);
    if (!view) throw notFound();
    const refusal = gateRefusal(view, params.gate);
    if (refusal) throw refusal;
    await assertOpen(view, now);
    if (view.current_index == null) throw questionNotInTrial();
    if (params.delta === -1 && view.navigation === 'forward_only') throw forwardOnly();
    if (view.question_id == null) throw params.delta === 1 ? noNextQuestion() : noPreviousQuestion();
    const order = view.current_index + params.delta;
    // Forward-only: a question before the furthest one reached is closed, whatever URL asks for it.
    if (view.navigation === 'forward_only' && order < view.furthest) throw forwardOnly();
    const material = view.version_id == null ? undefined : await materials.version(view.version_id);
    const closes = await startTimers(view, params.userId, order, material, now);
    const shown = {
      ...toQuestion(view, order, lang, now),
      ...sectionOf(material, view.question_id, order, lang),
      part_timer: partTimer(closes, view.question_id, now),
    };
    if (!view.immediate_feedback || !view.is_submitted) return shown;
    // A practice trial shows an answered question's check again on a revisit or reload.
    const q = await revision(view.version_id, view.question_id, material);
    const answer: StudentAnswer = view.response ?? { selected_answer_id: view.selected_answer_id };
    return { ...shown, ...(q ? { feedback: answerCheck(q, answer, lang) } : {}), is_locked: true };
  };

  return {
    question,

    /**
     * Saves an answer in one statement: a choice as the client spec sends it (the statement checks the option is
     * one of a single-choice or true/false question's), or a typed response, checked against the question first
     * in process (its revision is cached); a question nobody knows is left to the statement, which refuses it.
     */
    async submit(
      params: { trialId: string; userId: string; questionId: number; body: SubmitAnswerRequest; gate: GateValues },
      lang: Language,
      now: Date,
    ): Promise<SubmitAnswerResponse> {
      const { selected_answer_id: answerId = null, response } = params.body;
      const question = response === undefined ? undefined : await materials.question(params.questionId);
      const answer = {
        answerId,
        response: question ? checkResponse(question, response ?? null) : (response ?? null),
      };
      const outcome = await repo.submit(params.trialId, params.userId, params.questionId, answer, now, params.gate);
      if (!outcome) throw notFound();
      if (outcome.saved) {
        const saved = {
          question: params.questionId,
          selected_answer_id: answer.answerId,
          response: answer.response,
          is_submitted: true as const,
        };
        if (!outcome.immediate_feedback) return saved;
        const q = question ?? (await revision(outcome.version_id, params.questionId));
        const check = q && answerCheck(q, answer.response ?? { selected_answer_id: answer.answerId }, lang);
        return check ? { ...saved, feedback: check } : saved;
      }
      const refusal = gateRefusal(outcome, params.gate);
      if (refusal) throw refusal;
      if (outcome.status === 'completed') throw trialCompleted();
      if (await completion.settle(asCompletable({ ...outcome, id: params.trialId }), now)) throw timeOver();
      if (!outcome.in_trial) throw questionNotInTrial();
      if (!outcome.answer_ok) throw fieldError('selected_answer_id', 'quizzes-errors:player.answer_not_in_question');
      if (!outcome.files_ok) throw fieldError('response', 'quizzes-errors:player.files_not_in_question');
      if (outcome.locked) throw answerLocked();
      if (outcome.part_closed) throw partTimeOver();
      throw forwardOnly();
    },

    async questionIds(
      params: { trialId: string; userId: string; quizId: number; gate: GateValues },
      now: Date,
    ): Promise<QuestionIdsResponse> {
      const trial = await repo.answeredIds(params.trialId, params.userId, params.quizId, params.gate);
      if (!trial) throw notFound();
      const refusal = gateRefusal(trial, params.gate);
      if (refusal) throw refusal;
      await completion.settle(asCompletable(trial), now);
      const answered = new Set(trial.answered);
      return trial.question_order.map((id) => ({ id, is_submitted: answered.has(id) }));
    },
  };
}

/**
 * What the type shows besides options: ordering items and matching answers in this trial's own shuffled order
 * (seeded by the trial, as the answer shuffle), matching prompts as authored, the numeric unit. Never the key.
 */
function presentation(
  view: QuestionView,
  lang: Language,
): Pick<QuestionResponse, 'items' | 'prompts' | 'matches' | 'unit' | 'essay' | 'file_upload'> {
  const shown = (i: { id: string; ar: string; en: string }) => ({ id: i.id, text: localized(lang, i.ar, i.en) });
  const seed = (what: string) => `${view.id}:${what}:${view.question_id}`;
  const ordering = keyOfType(view.key, 'ordering');
  const matching = keyOfType(view.key, 'matching');
  return {
    items: view.type === 'ordering' ? scrambled(ordering?.items ?? [], seed('items')).map(shown) : null,
    prompts: view.type === 'matching' ? (matching?.prompts ?? []).map(shown) : null,
    matches: view.type === 'matching' ? seededShuffle(matching?.matches ?? [], seed('matches')).map(shown) : null,
    unit: view.type === 'numeric' ? (keyOfType(view.key, 'numeric')?.unit ?? null) : null,
    essay: essayOf(keyOfType(view.key, 'essay'), lang),
    file_upload: fileUploadOf(keyOfType(view.key, 'file_upload'), view.files),
  };
}

/** An essay's limits and template; never its information for markers. */
function essayOf(key: Extract<StoredKey, { type: 'essay' }> | undefined, lang: Language): QuestionResponse['essay'] {
  if (!key) return null;
  return { min_words: key.min_words, max_words: key.max_words, template: localized(lang, key.template.ar, key.template.en) };
}

/** A file answer's limits and the files already uploaded (never where they are stored). */
function fileUploadOf(
  key: Extract<StoredKey, { type: 'file_upload' }> | undefined,
  files: QuestionView['files'],
): QuestionResponse['file_upload'] {
  if (!key) return null;
  const uploaded = (files ?? []).map((f) => ({ ...f, size: Number(f.size), created_at: new Date(f.created_at).toISOString() }));
  return { max_files: key.max_files, max_size_mb: key.max_size_mb, kinds: key.kinds, files: uploaded };
}

function toQuestion(
  view: QuestionView,
  order: number,
  lang: Language,
  now: Date,
): Omit<QuestionResponse, 'section_title' | 'passage' | 'part_timer'> {
  const byId = new Map((view.answers ?? []).map((a) => [a.id, a]));
  const shuffled = view.answer_order?.[String(view.question_id)];
  const answers = shuffled ? shuffled.flatMap((id) => byId.get(id) ?? []) : (view.answers ?? []);
  return {
    id: view.question_id as number,
    text: localized(lang, view.text_ar ?? '', view.text_en),
    image: mediaUrl(view.image_path),
    order,
    total: view.question_order.length,
    type: view.type ?? 'single_choice',
    answers: answers.map((a) => ({ id: a.id, text: localized(lang, a.ar, a.en) })),
    ...presentation(view, lang),
    selected_answer_id: view.selected_answer_id,
    response: view.response,
    is_submitted: view.is_submitted,
    remaining_seconds: remainingSeconds(view.deadline, now),
    server_now: now.toISOString(),
    navigation: view.navigation,
    immediate_feedback: view.immediate_feedback,
    preview: view.preview,
  };
}
