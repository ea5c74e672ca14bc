import type { PersonalInfoField } from '@mizan/contract/personal-info';
import type { DimensionScore } from '../../db/schema/quizzes.js';
import type { Cell } from '../../lib/table-export.js';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { roundTo2 } from '../trials/scoring/graded.js';
import { scoreQuestion, type StudentAnswer } from '../trials/scoring/types/index.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import type { ResultRow, SavedAnswer } from './results-export-repo.js';

const TRIAL_COLUMNS = ['student', 'email', 'started_at', 'completed_at', 'duration_seconds', 'score', 'max_score', 'percentage', 'passed'];

const PERSONAL_CELL: Record<PersonalInfoField, (row: ResultRow) => Cell> = {
  degree: (row) => row.degree,
  country: (row) => row.country,
  city: (row) => row.city,
  school: (row) => row.school,
  gender: (row) => row.gender,
  birth_date: (row) => row.birthDate,
};

/** pg hands json columns over parsed, PGlite's raw execute as text: accept both. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/**
 * The results sheet of one version: its header and how a trial becomes a row. Questions are the version's in
 * layout order (one column each, `q1`…): a graded quiz shows the mark the answer earned (its weight × the
 * share), a profile quiz the points the chosen option added; a question the trial did not show is left
 * empty. Profile quizzes add one column per dimension; the quiz's personal-information fields follow.
 */
export function resultsTable(material: VersionMaterial) {
  const questionIds = material.layout.flatMap((section) => section.questions.map((q) => q.id));
  const questions = questionIds.flatMap((id) => material.byId.get(id) ?? []);
  const profile = material.quiz.scoring === 'profile';
  const keys = new Map(questions.map((q) => [q.id, scoringKeyOf(q)]));
  const points = new Map(questions.flatMap((q) => q.answers.map((a) => [a.id, a.points ?? {}] as const)));
  const dimensions = profile ? material.dimensions.map((d) => d.code) : [];
  const personal = (material.quiz.personalInfo?.fields ?? []).map((f) => f.name);

  const mark = (questionId: number, answer: StudentAnswer | null): number => {
    if (!profile) return roundTo2(material.byId.get(questionId)!.weight * scoreQuestion(keys.get(questionId)!, answer));
    const chosen = answer && 'selected_answer_id' in answer ? answer.selected_answer_id : null;
    return chosen == null ? 0 : Object.values(points.get(chosen) ?? {}).reduce((sum, p) => sum + p, 0);
  };

  return {
    header: [...TRIAL_COLUMNS, ...questions.map((_, i) => `q${i + 1}`), ...dimensions, ...personal],
    row(trial: ResultRow): Cell[] {
      const answers = new Map(
        parsed<SavedAnswer[]>(trial.answers).map(([id, selected, response]) => [id, response ?? { selected_answer_id: selected }]),
      );
      const shown = new Set(trial.questionOrder);
      const scores = new Map((parsed<DimensionScore[] | null>(trial.profile) ?? []).map((d) => [d.code, d.score]));
      return [
        trial.fullname,
        trial.email,
        iso(trial.startedMs),
        iso(trial.completedMs),
        Math.round((trial.completedMs - trial.startedMs) / 1000),
        trial.score,
        trial.maxScore,
        trial.percentage,
        trial.passed,
        ...questions.map((q) => (shown.has(q.id) ? mark(q.id, answers.get(q.id) ?? null) : null)),
        ...dimensions.map((code) => scores.get(code)),
        ...personal.map((field) => PERSONAL_CELL[field](trial)),
      ];
    },
  };
}
