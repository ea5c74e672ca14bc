import type { Language } from '@mizan/contract/i18n';
import type { z } from 'zod';
import type {
  AdminTrialDetail,
  AdminTrialQuestion,
  AdminTrialRow,
  MarkingQuery,
  MarkingResponse,
  MarkRequest,
  QuizTrialsQuery,
  TrialIdentity,
} from '@mizan/contract/admin/marking';
import { isHumanMarked } from '@mizan/contract/question-types';
import { countWords } from '@mizan/contract/word-count';
import type { Database, Db } from '../../db/client.js';
import { trialFollowUps } from '../../db/schema/quizzes.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { mayManageQuiz } from '../authoring/manage-scope.js';
import { studentScope } from '../groups/scope.js';
import { humanKeyOf, optionFraction } from '../question-bank/answer-key.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import type { CompletionService } from '../trials/completion.js';
import type { QuizMaterialCache, VersionMaterial } from '../trials/quiz-material.js';
import { roundTo2 } from '../trials/scoring/graded.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import { chosenOption, scoreQuestion, type StudentAnswer } from '../trials/scoring/types/index.js';
import { trialRepo, type TrialRow } from '../trials/trial-repo.js';
import { marksRepo, type BlindMarks, type LatestMark } from './marks-repo.js';
import { queueRepo } from './queue-repo.js';
import { queuePassback } from '../lti/passback.js';
import { currentQuestions, scoreTrial } from './rescore.js';
import { checkedSelection } from './rubric-check.js';
import { agreedMean, kindOfMark, secondMarkingState, visibleBlindMarks } from './second-marking.js';
import { operatorTrial } from './operator-trial.js';
import { operatorTrialsRepo, type OperatorTrialRow } from './trials-repo.js';

const seconds = (trial: TrialRow) =>
  trial.completedAt ? Math.max(0, Math.round((trial.completedAt.getTime() - trial.startedAt.getTime()) / 1000)) : null;

/** A stable label of a trial that says nothing of the student: what anonymous marking shows instead of a name. */
export const candidateLabel = (trialId: string) => trialId.replace(/-/g, '').slice(0, 6).toUpperCase();

const text = (ar: string, en: string) => ({ ar, en });

function rowOf({ trial, student, version }: OperatorTrialRow): AdminTrialRow {
  return {
    id: trial.id,
    student: { id: student.id, name: student.name, email: student.email },
    version,
    status: trial.status,
    marking: trial.marking,
    score: trial.score,
    max_score: trial.maxScore,
    percentage: trial.percentage,
    passed: trial.passed,
    started_at: trial.startedAt.toISOString(),
    completed_at: trial.completedAt?.toISOString() ?? null,
    time_taken_seconds: seconds(trial),
  };
}

const givenOf = (mark: LatestMark | undefined) =>
  mark
    ? {
        kind: mark.kind,
        points: mark.points,
        comment: mark.comment,
        reason: mark.reason,
        marker: mark.marker,
        marked_at: mark.markedAt.toISOString(),
        rubric: mark.rubric,
      }
    : null;

type Double = VersionMaterial['secondMarking'];

/** Under second marking, an essay's blind marks as this viewer may see them, and what the answer waits for. */
const secondMarkingOf = (double: Double, human: boolean, blind: BlindMarks | undefined, counted: boolean, viewerId: string) =>
  double && human
    ? {
        state: secondMarkingState(blind ?? {}, counted),
        threshold_percent: double.threshold_percent,
        marks: visibleBlindMarks(blind ?? {}, viewerId).map((m) => givenOf(m)!),
      }
    : null;

const essayWords = (answer: StudentAnswer | null) => (answer && 'text' in answer ? countWords(answer.text) : 0);

function questionOf(
  q: ContentQuestion,
  position: number,
  answer: StudentAnswer | null,
  mark: LatestMark | undefined,
  double: AdminTrialQuestion['second_marking'],
): AdminTrialQuestion {
  const human = isHumanMarked(q.type);
  const auto = human ? null : roundTo2(q.weight * scoreQuestion(scoringKeyOf(q), answer));
  const essay = humanKeyOf(q.key);
  return {
    id: q.id,
    position,
    type: q.type,
    name: q.name,
    text: text(q.textAr, q.textEn),
    marker_info: essay?.marker_info ? text(essay.marker_info.ar, essay.marker_info.en) : null,
    rubric: essay?.rubric ?? null,
    options: q.answers.map((a) => ({ id: a.id, text: text(a.textAr, a.textEn), fraction: optionFraction(a) })),
    selected_answer_id: chosenOption(answer),
    response: answer && !('selected_answer_id' in answer) ? answer : null,
    word_count: human ? essayWords(answer) : null,
    max_mark: q.weight,
    auto_mark: auto,
    mark: givenOf(mark),
    second_marking: double,
    final_mark: mark ? mark.points : auto,
  };
}

interface Deps {
  db: Db;
  database: Database;
  materials: QuizMaterialCache;
  completion: CompletionService;
}

/**
 * Attempts review and human marking: operators list a quiz's attempts, open one, mark essays and override a
 * machine mark (with a reason); the marking queue lists essays anonymously. Every read checks the operator may
 * manage the quiz; every mark is a new audited row, and the trial is scored again under its row lock.
 */
export function markingService({ db, database, materials, completion }: Deps) {
  const attempts = operatorTrialsRepo(db);
  const marks = marksRepo(db);
  const queue = queueRepo(database);

  const assertQuiz = async (operator: Operator, quizId: number) => {
    if (!(await mayManageQuiz(db, operator, quizId))) throw notFound();
  };

  /** Marks and identities concern students' attempts only, never previews. */
  const trialFor = (operator: Operator, trialId: string) => operatorTrial(db, operator, trialId);

  const materialOf = async (trial: TrialRow): Promise<VersionMaterial> => {
    const material = trial.versionId == null ? undefined : await materials.version(trial.versionId);
    if (!material) throw notFound();
    return material;
  };

  const detail = async (row: OperatorTrialRow, lang: Language, viewerId: string): Promise<AdminTrialDetail> => {
    const material = await materialOf(row.trial);
    // With any key corrected since: the attempt is scored (and regraded) by it.
    const [selections, given, blind, current] = await Promise.all([
      trialRepo(db).selections(row.trial.id),
      marks.ofTrial(row.trial.id),
      marks.blind([row.trial.id]),
      currentQuestions(db, material),
    ]);
    const questions = row.trial.questionOrder.flatMap((id, i) => {
      const q = current.get(id);
      if (!q) return [];
      const double = secondMarkingOf(
        material.secondMarking,
        isHumanMarked(q.type),
        blind.get(row.trial.id)?.get(id),
        given.has(id),
        viewerId,
      );
      return [questionOf(q, i + 1, selections.get(id) ?? null, given.get(id), double)];
    });
    return {
      ...rowOf(row),
      preview: row.trial.preview,
      deadline: row.trial.deadline?.toISOString() ?? null,
      quiz: { id: row.trial.quizId, title: localized(lang, material.quiz.titleAr, material.quiz.titleEn) },
      questions,
    };
  };

  return {
    async list(operator: Operator, quizId: number, query: QuizTrialsQuery, limit: number, offset: number) {
      await assertQuiz(operator, quizId);
      const { rows, count } = await attempts.page(quizId, query, await studentScope(db, operator), limit, offset);
      return { count, results: rows.map(rowOf) };
    },

    async read(operator: Operator, trialId: string, lang: Language) {
      return detail(await operatorTrial(db, operator, trialId, true), lang, operator.userId);
    },

    /**
     * A person's mark of one question. An essay takes any points within its mark; a machine-marked question's
     * mark is an override and needs a reason. When the last pending essay is marked, the result is released:
     * certificates follow and the student is e-mailed. Under second marking an essay takes two blind marks by
     * different markers: close ones count as their mean (an `agreed` row without a marker), others wait for an
     * agreed mark.
     */
    async mark(operator: Operator, trialId: string, body: z.output<typeof MarkRequest>, lang: Language) {
      const row = await trialFor(operator, trialId);
      if (row.trial.status !== 'completed') throw new AppError(409, 'trial_not_completed', 'admin-errors:marking.not_completed');
      const material = await materialOf(row.trial);
      if (material.quiz.scoring !== 'graded') throw new AppError(409, 'not_graded', 'admin-errors:marking.not_graded');
      const question = row.trial.questionOrder.includes(body.question) ? material.byId.get(body.question) : undefined;
      if (!question) throw fieldError('question', 'admin-errors:marking.question_not_in_trial');
      if (body.points > question.weight) throw fieldError('points', 'admin-errors:marking.points_over_mark', { max: question.weight });
      if (!isHumanMarked(question.type) && !body.reason) throw fieldError('reason', 'admin-errors:marking.reason_required');
      const rubric = checkedSelection(question.key, body.points, body.rubric);
      const double = isHumanMarked(question.type) ? material.secondMarking : null;
      if (body.agreement && !double) throw fieldError('agreement', 'admin-errors:marking.agreement_off');

      const outcome = await db.transaction(async (tx) => {
        await operatorTrialsRepo(tx).lock(trialId);
        const txMarks = marksRepo(tx);
        const txTrials = trialRepo(tx);
        const before = await txTrials.completed(trialId);
        if (!before) throw notFound();
        const previous = (await txMarks.ofTrial(trialId)).get(body.question);
        const blind = double ? ((await txMarks.blind([trialId])).get(trialId)?.get(body.question) ?? {}) : {};
        const kind = double ? kindOfMark(blind, operator.userId, body.agreement ?? false, body.reason) : 'single';
        const mark = { trialId, questionId: body.question, comment: body.comment, reason: body.reason };
        await txMarks.add({ ...mark, points: body.points, rubric, markerId: operator.userId, kind });
        // The second blind mark close to the first settles the answer at their mean; the comments both reach the student.
        const first = blind.first;
        const mean =
          double && kind === 'second' && first ? agreedMean(first.points, body.points, question.weight, double.threshold_percent) : null;
        if (first && mean !== null) {
          const comment = [first.comment, body.comment].filter(Boolean).join('\n\n');
          await txMarks.add({ ...mark, comment, reason: '', points: mean, rubric: null, markerId: null, kind: 'agreed' });
        }
        // Scored by the questions' current keys, as a regrade scores: a mark never undoes a key correction.
        const graded = scoreTrial(
          before,
          await currentQuestions(tx, material),
          material.quiz.passMark,
          await txTrials.selections(trialId),
          await txMarks.ofTrial(trialId),
        );
        const after = await txTrials.rescored(trialId, graded);
        await recordAudit(tx, operator, {
          action: kind === 'single' ? (previous || !isHumanMarked(question.type) ? 'override_mark' : 'mark') : `${kind}_mark`,
          entity: 'trial',
          entityId: trialId,
          before: {
            question: body.question,
            points: previous?.points ?? null,
            rubric: previous?.rubric ?? undefined,
            percentage: before.percentage,
            passed: before.passed,
          },
          after: {
            question: body.question,
            points: body.points,
            rubric: rubric ?? undefined,
            reason: body.reason || undefined,
            // On the second blind mark: the mean that now counts, or null when the marks wait for agreement.
            agreed: kind === 'second' ? mean : undefined,
            percentage: after?.percentage,
            passed: after?.passed,
          },
        });
        // A trial launched from an LMS sends its changed score (or PendingManual) to the line item again.
        await queuePassback(tx as unknown as Db, trialId);
        const released = before.marking === 'pending' && after?.marking === 'complete';
        // Recorded with the mark: the release's follow-up (certificate, notification, webhooks) survives a crash.
        if (released) await tx.insert(trialFollowUps).values({ trialId, quizId: row.trial.quizId }).onConflictDoNothing();
        return { released };
      });

      // The result is released: certificates are issued and the student notified (in the app and by e-mail, as
      // their preferences say), by the same hooks a completion runs.
      if (outcome.released) await completion.released(trialId, { quizId: row.trial.quizId });
      // The same student and version, with the scores the mark just changed.
      return detail({ ...row, trial: (await trialRepo(db).completed(trialId)) ?? row.trial }, lang, operator.userId);
    },

    async queue(operator: Operator, query: MarkingQuery, limit: number, offset: number) {
      await assertQuiz(operator, query.quiz);
      const scope = await studentScope(db, operator);
      const [{ rows, count }, questions] = await Promise.all([
        queue.page(query.quiz, scope, operator.userId, query.question, query.state, limit, offset),
        queue.questions(query.quiz, scope, operator.userId),
      ]);
      const trialIds = [...new Set(rows.map((r) => r.trial))];
      const [given, blind, versions] = await Promise.all([
        marks.latest(trialIds),
        marks.blind(trialIds),
        Promise.all([...new Set(rows.map((r) => r.version))].map((v) => materials.version(v))),
      ]);
      const doubleOf = new Map(versions.flatMap((m) => (m ? [[m.versionId, m.secondMarking] as const] : [])));
      const revisions = await Promise.all(questions.map((q) => materials.question(q.question)));
      const byId = new Map(revisions.flatMap((q) => (q ? [[q.id, q] as const] : [])));
      const results = rows.flatMap((r) => {
        const q = byId.get(r.question);
        if (!q) return [];
        const essay = humanKeyOf(q.key);
        return [
          {
            trial: r.trial,
            candidate: candidateLabel(r.trial),
            question: r.question,
            question_position: r.position,
            question_name: q.name,
            text: text(q.textAr, q.textEn),
            marker_info: essay?.marker_info ? text(essay.marker_info.ar, essay.marker_info.en) : null,
            rubric: essay?.rubric ?? null,
            response: r.response,
            word_count: r.response && 'text' in r.response ? countWords(r.response.text) : 0,
            max_mark: q.weight,
            mark: givenOf(given.get(r.trial)?.get(r.question)),
            second_marking: secondMarkingOf(
              doubleOf.get(r.version) ?? null,
              true,
              blind.get(r.trial)?.get(r.question),
              Boolean(given.get(r.trial)?.has(r.question)),
              operator.userId,
            ),
            submitted_at: r.submitted_at,
          },
        ];
      });
      return {
        count,
        results,
        questions: questions.flatMap((entry) => {
          const q = byId.get(entry.question);
          return q ? [{ id: q.id, position: entry.position, name: q.name, text: text(q.textAr, q.textEn), pending: entry.pending }] : [];
        }) satisfies MarkingResponse['questions'],
      };
    },

    /** Who wrote an anonymous answer: audited, since it lifts the marker's blindness for that trial. */
    async identity(operator: Operator, trialId: string): Promise<TrialIdentity> {
      const row = await trialFor(operator, trialId);
      await recordAudit(db, operator, { action: 'reveal_identity', entity: 'trial', entityId: trialId });
      return { name: row.student.name, email: row.student.email };
    },
  };
}

export type MarkingService = ReturnType<typeof markingService>;
