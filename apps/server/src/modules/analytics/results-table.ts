import type { Language } from '@mizan/contract/i18n';
import type { PersonalInfoField } from '@mizan/contract/personal-info';
import type { DimensionScore } from '../../db/schema/quizzes.js';
import type { Cell } from '../../lib/table-export.js';
import { isHumanMarked } from '@mizan/contract/question-types';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { roundTo2 } from '../trials/scoring/graded.js';
import { scoreQuestion, type StudentAnswer } from '../trials/scoring/types/index.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import { LEGEND_HEADER, questionColumns } from './results-columns.js';
import type { ResultRow, SavedAnswer } from './results-export-repo.js';

const TRIAL_COLUMNS = [
  'student',
  'email',
  'started_at',
  'completed_at',
  'duration_seconds',
  'score',
  'max_score',
  'percentage',
  'passed',
  'marking',
];

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
 * The results sheet of one version: its header, its legend and how a trial becomes a row. Question columns
 * follow the layout (see questionColumns): a graded quiz shows the mark the answer earned (its weight × the
 * share), a profile quiz the points the chosen option added. Profile quizzes add one column per dimension; the
 * quiz's personal-information fields follow.
 */
export function resultsTable(material: VersionMaterial, lang: Language) {
  const questions = material.questions;
  const columns = questionColumns(material, lang);
  const profile = material.quiz.scoring === 'profile';
  const keys = new Map(questions.map((q) => [q.id, scoringKeyOf(q)]));
  const points = new Map(questions.flatMap((q) => q.answers.map((a) => [a.id, a.points ?? {}] as const)));
  const dimensions = profile ? material.dimensions.map((d) => d.code) : [];
  const personal = (material.quiz.personalInfo?.fields ?? []).map((f) => f.name);

  /** A person's mark where there is one; a written answer not yet marked is empty, never a misleading 0. */
  const mark = (questionId: number, answer: StudentAnswer | null, marked: ReadonlyMap<number, number>): number | null => {
    const given = marked.get(questionId);
    if (given !== undefined) return roundTo2(given);
    if (!profile && isHumanMarked(material.byId.get(questionId)!.type)) return null;
    if (!profile) return roundTo2(material.byId.get(questionId)!.weight * scoreQuestion(keys.get(questionId)!, answer));
    const chosen = answer && 'selected_answer_id' in answer ? answer.selected_answer_id : null;
    return chosen == null ? 0 : Object.values(points.get(chosen) ?? {}).reduce((sum, p) => sum + p, 0);
  };

  return {
    header: [...TRIAL_COLUMNS, ...columns.header, ...dimensions, ...personal],
    legend: { name: 'legend', header: LEGEND_HEADER, rows: columns.legend, rtl: lang === 'ar' },
    row(trial: ResultRow): Cell[] {
      const answers = new Map(
        parsed<SavedAnswer[]>(trial.answers).map(([id, selected, response]) => [id, response ?? { selected_answer_id: selected }]),
      );
      const marked = new Map(parsed<[number, number][]>(trial.marks));
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
        trial.marking,
        ...columns.cells(trial.questionOrder, (id) => mark(id, answers.get(id) ?? null, marked)),
        ...dimensions.map((code) => scores.get(code)),
        ...personal.map((field) => PERSONAL_CELL[field](trial)),
      ];
    },
  };
}
