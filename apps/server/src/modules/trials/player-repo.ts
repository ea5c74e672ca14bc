import { sql } from 'drizzle-orm';
import type { QuestionKind, QuestionResponseBody } from '@mizan/contract/question-types';
import type { Database } from '../../db/client.js';
import {
  deviceOk,
  effectiveRules,
  gatePlaceholders,
  gatePlaceholderValues,
  ruleChecks,
  type GateFlags,
  type GateValues,
} from '../exam-access/gate.js';
import type { StoredKey } from '../../db/schema/quizzes.js';
import type { PartCloses } from './timed-parts.js';
import { GRACE_MS } from './timer.js';

export interface TrialState {
  id: string;
  quiz_id: number;
  version_id: number | null;
  preview: boolean;
  status: 'in_progress' | 'completed';
  started_at: Date;
  deadline: Date | null;
  question_order: number[];
  answer_order: Record<string, number[]> | null;
  navigation: 'free' | 'forward_only';
  immediate_feedback: boolean;
}

export interface QuestionView extends TrialState, GateFlags {
  /** 1-based position of the question the request names, null when it is not in this trial. */
  current_index: number | null;
  question_id: number | null;
  text_ar: string | null;
  text_en: string | null;
  image_path: string | null;
  type: QuestionKind | null;
  /** Read only to present the type (items, prompts, matches, unit): never sent as is. */
  key: StoredKey | null;
  answers: { id: number; ar: string; en: string }[] | null;
  selected_answer_id: number | null;
  response: QuestionResponseBody | null;
  /** A file answer's files uploaded in this trial (null when none, or another type). */
  files: { id: string; name: string; size: number; kind: 'pdf' | 'image'; created_at: string }[] | null;
  is_submitted: boolean;
  /** 1-based position of the furthest question reached: moved to (forward-only trials record it) or answered. */
  furthest: number;
  /** When the timed sections and questions shown so far close (null: none shown). */
  closes: PartCloses | null;
}

/** A saved answer, with what its check needs in an immediate-feedback trial. */
export interface SavedAnswer {
  saved: true;
  immediate_feedback: boolean;
  version_id: number | null;
}
/** Why an answer was not saved (`saved: false`), or that it was. */
export type SubmitOutcome = SavedAnswer | (SubmitChecks & { saved: false });
interface SubmitChecks extends GateFlags {
  saved: boolean;
  quiz_id: number;
  version_id: number | null;
  question_order: number[];
  status: 'in_progress' | 'completed';
  deadline: Date | null;
  in_trial: boolean;
  answer_ok: boolean;
  /** Every id of a file answer's `file_ids` is a file uploaded to this trial for this question. */
  files_ok: boolean;
  went_back: boolean;
  /** An immediate-feedback trial's question already answered: its answer is locked. */
  locked: boolean;
  /** The question's timed section or own time limit closed (past the grace). */
  part_closed: boolean;
  immediate_feedback: boolean;
}

/** The values of the hot-path statements, filled by name on each call. */
const p = {
  trialId: sql.placeholder('trialId'),
  userId: sql.placeholder('userId'),
  quizId: sql.placeholder('quizId'),
  questionId: sql.placeholder('questionId'),
  answerId: sql.placeholder('answerId'),
  response: sql.placeholder('response'),
  delta: sql.placeholder('delta'),
  now: sql.placeholder('now'),
  graceCutoff: sql.placeholder('graceCutoff'),
  timers: sql.placeholder('timers'),
  durationMinutes: sql.placeholder('durationMinutes'),
};

/**
 * The sitting's access rules (#32: the trial's assignment's own, else the quiz's) against this request, for the trial
 * `t` joined with its rules row `r`: each
 * statement enforces them itself (an operator's preview is exempt), so a rule adds no statement.
 */
const rules = ruleChecks(sql`r`, gatePlaceholders);
const device = deviceOk(sql`t`, gatePlaceholders);
const gateColumns = sql`(t.preview or ${rules.ipOk}) as ip_ok, (t.preview or ${rules.sebOk}) as seb_ok, (t.preview or ${device}) as device_ok`;
const withRules = sql`left join ${effectiveRules(sql`t.quiz_id`, sql`t.assignment_id`)} on true`;

/** The chosen option is one of the question's, and the question is answered by a choice (single choice, true/false). */
const choiceOfQuestion = sql`exists (select 1 from answers a join questions q on q.id = a.question_id
  where a.id = ${p.answerId}::int and a.question_id = ${p.questionId}::int and q.type in ('single_choice', 'true_false'))`;

/**
 * A file answer names only files uploaded to the trial `t` for this question (other responses have no `file_ids`):
 * checked inside the one statement, so submitting a file answer costs no extra round trip.
 */
const filesOfQuestion = sql`not exists (select 1 from jsonb_array_elements_text(coalesce(${p.response}::jsonb -> 'file_ids', '[]'::jsonb)) as f(id)
  where not exists (select 1 from answer_files af where af.id::text = lower(f.id) and af.trial_id = t.id and af.question_id = ${p.questionId}::int))`;

/** The trial `t` already holds an answer to the question (an immediate-feedback trial then refuses another). */
const answeredAlready = sql`exists (select 1 from trial_answers x where x.trial_id = t.id and x.question_id = ${p.questionId}::int)`;

/**
 * The question's timed section and own limit, if shown, have not closed (grace included): a jsonb lookup on the
 * trial row the statement reads anyway, so timed parts add no statement to a submit.
 */
const partOpen = sql`(t.closes is null or coalesce(least((t.closes ->> ('s:' || ${p.questionId}::int))::timestamptz,
  (t.closes ->> ('q:' || ${p.questionId}::int))::timestamptz) >= ${p.graceCutoff}::timestamptz, true))`;

/** Timestamps arrive as Date or as text depending on the driver: always Date past the repo. */
const toDate = (value: Date | string | null) => (value == null ? null : new Date(value));
function withDates<T extends { deadline: Date | null; started_at?: Date }>(row: T | undefined): T | undefined {
  if (!row) return row;
  return { ...row, deadline: toDate(row.deadline), ...(row.started_at ? { started_at: toDate(row.started_at) } : {}) };
}

/** The player's hot paths, each one prepared statement: ownership, state and payload come back together. */
export function playerRepo(database: Database) {
  /** The submit statement with every check as a flag, for a refused answer: which error to answer. */
  const explainSubmit = database.statement<SubmitChecks>(
    'player_submit_explained',
    sql`
    with t as (
      select t.id, t.quiz_id, t.version_id, t.status, t.deadline, t.question_order, t.navigation, t.furthest,
        t.immediate_feedback, t.closes, array_position(t.question_order, ${p.questionId}::int) as pos, ${gateColumns}
      from trials t ${withRules}
      where t.id = ${p.trialId}::uuid and t.user_id = ${p.userId}::uuid
    ), checks as (
      select t.*,
        (${p.answerId}::int is null or ${choiceOfQuestion}) as answer_ok,
        ${filesOfQuestion} as files_ok,
        (t.navigation = 'forward_only' and (t.pos < t.furthest or exists (select 1 from trial_answers x where x.trial_id = t.id and array_position(t.question_order, x.question_id) > t.pos))) as went_back,
        (t.immediate_feedback and ${answeredAlready}) as locked,
        not ${partOpen} as part_closed
      from t
    ), saved as (
      insert into trial_answers (trial_id, question_id, selected_answer_id, response, submitted_at)
      select id, ${p.questionId}::int, ${p.answerId}::int, ${p.response}::jsonb, ${p.now}::timestamptz from checks
      where status = 'in_progress' and pos is not null and answer_ok and files_ok and not went_back and not locked and not part_closed
        and ip_ok and seb_ok and device_ok and (deadline is null or deadline >= ${p.graceCutoff}::timestamptz)
      on conflict (trial_id, question_id)
        do update set selected_answer_id = excluded.selected_answer_id, response = excluded.response, submitted_at = excluded.submitted_at
        where not (select t.immediate_feedback from trials t where t.id = excluded.trial_id)
      returning 1
    )
    select exists (select 1 from saved) as saved, quiz_id, version_id, question_order, status, deadline,
      pos is not null as in_trial, answer_ok, files_ok, went_back, locked, part_closed, immediate_feedback, ip_ok, seb_ok, device_ok from checks`,
  );

  /**
   * Checks ownership, state, deadline (+ grace), that the question is in the trial, that the answer belongs
   * to it and, in a forward-only trial, that the question is not before the furthest one reached (moved to or
   * answered) and, in an immediate-feedback trial, that the question has no answer yet (a checked answer is
   * locked); then upserts the answer: one lean statement. It returns what the answer's check needs.
   */
  const submit = database.statement<Omit<SavedAnswer, 'saved'>>(
    'player_submit',
    sql`
    insert into trial_answers (trial_id, question_id, selected_answer_id, response, submitted_at)
    select t.id, ${p.questionId}::int, ${p.answerId}::int, ${p.response}::jsonb, ${p.now}::timestamptz from trials t ${withRules}
    where t.id = ${p.trialId}::uuid and t.user_id = ${p.userId}::uuid and t.status = 'in_progress'
      and (t.preview or (${rules.ipOk} and ${rules.sebOk} and ${device}))
      and (t.deadline is null or t.deadline >= ${p.graceCutoff}::timestamptz)
      and ${p.questionId}::int = any(t.question_order)
      and (${p.answerId}::int is null or ${choiceOfQuestion})
      and ${filesOfQuestion}
      and (t.navigation = 'free' or (array_position(t.question_order, ${p.questionId}::int) >= t.furthest
        and not exists (select 1 from trial_answers x where x.trial_id = t.id
          and array_position(t.question_order, x.question_id) > array_position(t.question_order, ${p.questionId}::int))))
      and not (t.immediate_feedback and ${answeredAlready})
      and ${partOpen}
    on conflict (trial_id, question_id)
      do update set selected_answer_id = excluded.selected_answer_id, response = excluded.response, submitted_at = excluded.submitted_at
      -- A concurrent first answer of an immediate-feedback trial won the insert: this one must not replace it.
      where not (select t.immediate_feedback from trials t where t.id = excluded.trial_id)
    returning (select t.immediate_feedback from trials t where t.id = trial_answers.trial_id) as immediate_feedback,
      (select t.version_id from trials t where t.id = trial_answers.trial_id) as version_id`,
  );

  /**
   * The question `delta` places after the named one, with the trial's state. In a forward-only trial that is
   * still running, landing beyond the furthest question reached moves it there (questions before it close).
   */
  const view = database.statement<QuestionView>(
    'player_view',
    sql`
    with t as (
      select t.id, t.quiz_id, t.version_id, t.preview, t.status, t.started_at, t.deadline, t.question_order, t.answer_order,
        t.navigation, t.immediate_feedback, t.furthest, t.closes, array_position(t.question_order, ${p.questionId}::int) as current_index,
        t.question_order[array_position(t.question_order, ${p.questionId}::int) + ${p.delta}::int] as target_id, ${gateColumns}
      from trials t ${withRules}
      where t.id = ${p.trialId}::uuid and t.user_id = ${p.userId}::uuid
    ), moved as (
      update trials set furthest = t.current_index + ${p.delta}::int
      from t
      where trials.id = t.id and t.navigation = 'forward_only' and t.status = 'in_progress' and t.ip_ok and t.seb_ok and t.device_ok
        and t.target_id is not null and t.current_index + ${p.delta}::int > t.furthest
      returning trials.furthest
    )
    select t.id, t.quiz_id, t.version_id, t.preview, t.status, t.started_at, t.deadline, t.question_order, t.answer_order,
      t.navigation, t.immediate_feedback, t.current_index, t.closes, t.ip_ok, t.seb_ok, t.device_ok,
      greatest(coalesce((select furthest from moved), t.furthest),
        (select max(array_position(t.question_order, x.question_id)) from trial_answers x where x.trial_id = t.id)) as furthest,
      q.id as question_id, q.text_ar, q.text_en, q.image_path, q.type, q.key,
      (select json_agg(json_build_object('id', a.id, 'ar', a.text_ar, 'en', a.text_en) order by a.position, a.id)
         from answers a where a.question_id = q.id) as answers,
      ta.selected_answer_id, ta.response, ta.trial_id is not null as is_submitted,
      (select json_agg(json_build_object('id', f.id, 'name', f.file_name, 'size', f.size, 'kind', f.kind, 'created_at', f.created_at)
         order by f.created_at, f.id) from answer_files f where f.trial_id = t.id and f.question_id = q.id) as files
    from t
    left join questions q on q.id = t.target_id
    left join trial_answers ta on ta.trial_id = t.id and ta.question_id = q.id`,
  );

  /**
   * Starts the timers a shown question begins (unscaled seconds by key), each closing at now plus its seconds
   * scaled by the student's accommodation as the deadline is (the multiplier, and the extra minutes in proportion to
   * the part's share of the quiz's duration); a timer already running keeps its close. Answers every close.
   */
  const openTimers = database.statement<{ closes: PartCloses }>(
    'player_open_timers',
    sql`
    update trials t set closes = (
      select coalesce(jsonb_object_agg(e.key, to_jsonb(${p.now}::timestamptz + make_interval(secs => e.value::double precision * f.factor))), '{}'::jsonb)
      from jsonb_each_text(${p.timers}::jsonb) e,
        (select coalesce((select a.time_percent / 100.0
            + case when ${p.durationMinutes}::int > 0 then a.extra_minutes / ${p.durationMinutes}::double precision else 0 end
          from accommodations a where a.user_id = t.user_id and (a.quiz_id = t.quiz_id or a.quiz_id is null)
          order by a.quiz_id nulls last limit 1), 1) as factor) f
    ) || coalesce(t.closes, '{}'::jsonb)
    where t.id = ${p.trialId}::uuid and t.user_id = ${p.userId}::uuid and t.status = 'in_progress'
    returning t.closes`,
  );

  const answeredIds = database.statement<TrialState & GateFlags & { answered: number[] }>(
    'player_answered_ids',
    sql`
    select t.id, t.quiz_id, t.version_id, t.preview, t.status, t.started_at, t.deadline, t.question_order, t.answer_order,
      t.navigation, t.immediate_feedback, coalesce((select array_agg(x.question_id) from trial_answers x where x.trial_id = t.id), '{}') as answered,
      ${gateColumns}
    from trials t ${withRules}
    where t.id = ${p.trialId}::uuid and t.user_id = ${p.userId}::uuid and t.quiz_id = ${p.quizId}::int`,
  );

  const answered = database.statement<{ answered: number[] }>(
    'player_answered',
    sql`select coalesce(array_agg(question_id), '{}') as answered from trial_answers where trial_id = ${p.trialId}::uuid`,
  );

  return {
    /** The question `delta` places after `current` in the trial's order (0 = that question), with the trial's state. */
    async view(trialId: string, userId: string, current: number, delta: -1 | 0 | 1, gate: GateValues): Promise<QuestionView | undefined> {
      const [row] = await view({ trialId, userId, questionId: current, delta, ...gatePlaceholderValues(gate) });
      return withDates(row);
    },

    /**
     * Saves the answer (a choice, or a typed response the caller checked against the question) in one statement;
     * only when that saved nothing does a second one say why (it re-checks, and saves if the answer has become
     * acceptable meanwhile).
     */
    async submit(
      trialId: string,
      userId: string,
      questionId: number,
      answer: { answerId: number | null; response: QuestionResponseBody | null },
      at: Date,
      gate: GateValues,
    ): Promise<SubmitOutcome | undefined> {
      const values = {
        ...gatePlaceholderValues(gate),
        trialId,
        userId,
        questionId,
        answerId: answer.answerId,
        response: answer.response ? JSON.stringify(answer.response) : null,
        now: at.toISOString(),
        graceCutoff: new Date(at.getTime() - GRACE_MS).toISOString(),
      };
      const [saved] = await submit(values);
      if (saved) return { ...saved, saved: true };
      const row = withDates((await explainSubmit(values))[0]);
      if (!row) return undefined;
      return row.saved ? { saved: true, immediate_feedback: row.immediate_feedback, version_id: row.version_id } : { ...row, saved: false };
    },

    /** Starts the timers of a timed section or question the student is shown (see openTimers); null when the trial is over. */
    async openTimers(trialId: string, userId: string, timers: Record<string, number>, durationMinutes: number | null, at: Date) {
      const [row] = await openTimers({ trialId, userId, timers: JSON.stringify(timers), durationMinutes, now: at.toISOString() });
      return row?.closes ?? null;
    },

    async answeredIds(trialId: string, userId: string, quizId: number, gate: GateValues) {
      const [row] = await answeredIds({ trialId, userId, quizId, ...gatePlaceholderValues(gate) });
      return withDates(row);
    },

    /** First question of the order without a saved answer; the last one when all are answered. */
    async firstUnanswered(trialId: string, questionOrder: number[]): Promise<number | undefined> {
      const [row] = await answered({ trialId });
      const done = new Set(row?.answered ?? []);
      return questionOrder.find((id) => !done.has(id)) ?? questionOrder.at(-1);
    },
  };
}

export type PlayerRepo = ReturnType<typeof playerRepo>;
