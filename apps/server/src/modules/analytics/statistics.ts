import type { Language } from '@mizan/contract/i18n';
import type { ItemStatistics, StatisticsFlag, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { isHumanMarked, type QuestionResponseBody } from '@mizan/contract/question-types';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import { optionFraction } from '../question-bank/answer-key.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { scoringKeyOf } from '../trials/scoring/types/content-key.js';
import { scoreQuestion } from '../trials/scoring/types/index.js';
import { clampMark } from '../trials/scoring/types/keys.js';
import { idLookup } from './id-lookup.js';
import { markerAgreement } from './marker-agreement.js';
import { alphas, analyseItems, toMatrix, type ItemFigures, type MarkMatrix } from './item-analysis.js';
import { extremeGroups, kurtosis, mean, median, sampleSd, sem, skewness } from './psychometrics.js';
import type { TrialMarksRow } from './repo.js';

/**
 * Every trial's pick per question, flat and column-major (question j, trial i at j·n + i): −1 not shown, 0 shown
 * and left unanswered, else the answer id. Typed and flat because it holds 3,000,000 cells at 100,000 trials × 30.
 */
interface Picks {
  n: number;
  cells: Int32Array;
  at(i: number, j: number): number;
  /** Question j's picks, one per trial. */
  column(j: number): Int32Array;
  /** Trials shown question j. */
  shown(j: number): number;
}

function parsePicks(rows: readonly TrialMarksRow[], questions: readonly ContentQuestion[]): Picks {
  const k = questions.length;
  const n = rows.length;
  // Question id → column: 3,000,000 lookups at 100,000 trials × 30.
  const columnOf = idLookup(
    questions.map((q) => q.id),
    questions.map((_, j) => j),
    -1,
  );
  const cells = new Int32Array(n * k).fill(-1);
  for (let i = 0; i < n; i++) {
    // "q:a,q:a,…" (digits only), scanned in place: no split strings and no call per pair (a third of the time
    // of a 100,000-trial request went to a callback per pair).
    const text = rows[i]!.picks;
    let question = 0;
    let value = 0;
    for (let c = 0; c <= text.length; c++) {
      const code = c < text.length ? text.charCodeAt(c) : 44;
      if (code === 58 /* : */) {
        question = value;
        value = 0;
      } else if (code === 44 /* , */) {
        const j = c > 0 ? columnOf(question) : -1;
        if (j >= 0) cells[j * n + i] = value;
        value = 0;
      } else value = value * 10 + code - 48;
    }
  }
  const column = (j: number) => cells.subarray(j * n, j * n + n);
  return {
    n,
    cells,
    at: (i, j) => cells[j * n + i]!,
    column,
    shown: (j) => column(j).reduce((count, pick) => (pick >= 0 ? count + 1 : count), 0),
  };
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A trial's group by percentage: the index of its count among [all, upper, lower]. */
const UPPER = 1;
const LOWER = 2;

/**
 * Each trial's typed responses (the question types beyond choice) by question id, null without any. Only
 * versions with such questions read them (repo: `typed`), so a choice-only quiz never pays for this.
 */
type Responses = (Record<string, QuestionResponseBody> | null)[];
const parseResponses = (rows: readonly TrialMarksRow[]): Responses =>
  rows.map((row) => (row.responses ? (JSON.parse(row.responses) as Record<string, QuestionResponseBody>) : null));

/** Pick rates of each option among the trials shown the question: all of them, the upper and the lower group. */
function options(question: ContentQuestion, picks: Int32Array, responses: Responses, groups: Uint8Array, lang: Language) {
  const ids = question.answers.map((a) => a.id);
  // Answer id → its option's slot (−1: not an option of this question), 100,000 lookups per question.
  const slotOf = idLookup(
    ids,
    ids.map((_, s) => s),
    -1,
  );
  // Per option (and a last slot for "no answer"): [all, upper, lower]; and the trials shown it, per group.
  const counts = new Int32Array((ids.length + 1) * 3);
  const shown = new Int32Array(3);
  const count = (slot: number, group: number) => {
    const s = slot * 3;
    counts[s] = counts[s]! + 1;
    if (group) counts[s + group] = counts[s + group]! + 1;
  };
  const multiple = question.type === 'multiple_response';
  for (let i = 0; i < picks.length; i++) {
    const pick = picks[i]!;
    if (pick < 0) continue;
    const group = groups[i]!;
    shown[0] = shown[0]! + 1;
    if (group) shown[group] = shown[group]! + 1;
    if (!multiple) {
      const slot = slotOf(pick);
      count(slot < 0 ? ids.length : slot, group);
      continue;
    }
    // A multiple response picks several options (its response).
    const response = responses[i]?.[question.id];
    let any = false;
    for (const id of response && 'option_ids' in response ? response.option_ids : []) {
      const slot = slotOf(Number(id));
      if (slot >= 0) {
        count(slot, group);
        any = true;
      }
    }
    if (!any) count(ids.length, group);
  }
  return question.answers.map((answer, s) => ({
    id: answer.id,
    text: plainText(localized(lang, answer.textAr, answer.textEn)),
    correct: answer.isCorrect,
    pick_rate: rate(counts[s * 3]!, shown[0]!),
    upper: rate(counts[s * 3 + 1]!, shown[1]!),
    lower: rate(counts[s * 3 + 2]!, shown[2]!),
  }));
}

/** What an operator should look at (thresholds as Moodle's and the usual item-analysis guides suggest). */
function flagsOf(figures: ItemFigures, opts: ItemStatistics['options']): StatisticsFlag[] {
  const flags: StatisticsFlag[] = [];
  if (figures.facility !== null && figures.facility > 0.9) flags.push('too_easy');
  if (figures.facility !== null && figures.facility < 0.2) flags.push('too_hard');
  if (figures.discrimination_index !== null && figures.discrimination_index < 0.2) flags.push('low_discrimination');
  const wrong = opts.filter((o) => !o.correct);
  if (figures.trials > 0 && wrong.some((o) => o.pick_rate === 0)) flags.push('unused_distractor');
  const keyUpper = opts.filter((o) => o.correct).reduce((sum, o) => sum + (o.upper ?? 0), 0);
  if (wrong.some((o) => o.upper !== null && o.upper > keyUpper)) flags.push('distractor_beats_key');
  return flags;
}

function histogram(percentages: readonly number[]) {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: 0 }));
  for (const p of percentages) bins[Math.min(9, Math.max(0, Math.floor(p / 10)))]!.count += 1;
  return bins;
}

/** Alpha per dimension over the items that can score it, each item's mark being the points its pick earned. */
function dimensionAlphas(material: VersionMaterial, picks: Picks, n: number) {
  return material.dimensions.map(({ code }) => {
    const items = material.questions.flatMap((q, j) =>
      q.answers.some((a) => (a.points?.[code] ?? 0) !== 0)
        ? [{ j, points: new Map(q.answers.map((a) => [a.id, a.points?.[code] ?? 0])) }]
        : [],
    );
    const rows: number[][] = [];
    for (let i = 0; i < n; i++) {
      if (items.some(({ j }) => picks.at(i, j) < 0)) continue;
      rows.push(items.map(({ j, points }) => points.get(picks.at(i, j)) ?? 0));
    }
    return { code, alpha: alphas(toMatrix(rows, items.length)).alpha };
  });
}

/** A choice question's marks from its picks: not shown NaN, unanswered (0) or not one of its options no mark. */
function choiceMarks(picks: Int32Array, markOf: (id: number) => number, marks: Float64Array) {
  for (let i = 0; i < picks.length; i++) {
    const pick = picks[i]!;
    marks[i] = pick < 0 ? NaN : markOf(pick);
  }
}

/** The statistics response of one version's trials. */
export function computeStatistics(
  material: VersionMaterial,
  versionNumber: number,
  rows: readonly TrialMarksRow[],
  lang: Language,
): StatisticsResponse {
  const graded = material.quiz.scoring === 'graded';
  const n = rows.length;
  const picks = parsePicks(rows, material.questions);
  const responses = parseResponses(rows);
  const marks = rows.map((row) => (row.marks ? (JSON.parse(row.marks) as Record<string, number>) : null));
  const pairs = rows.map((row) => (row.pairs ? (JSON.parse(row.pairs) as Record<string, [number, number]>) : null));
  const percentages = rows.map((row) => row.percentage);
  const k = material.questions.length;
  const cells = new Float64Array(n * k);
  material.questions.forEach((q, j) => {
    const column = picks.column(j);
    // Single choice and true/false earn their option's share of the mark; the other types are scored from their responses.
    const key = q.type === 'single_choice' || q.type === 'true_false' ? null : scoringKeyOf(q);
    if (isHumanMarked(q.type)) {
      // A person's mark; none (left unanswered, or not marked) is missing rather than wrong.
      for (let i = 0; i < n; i++) cells[j * n + i] = column[i]! < 0 ? NaN : (marks[i]?.[q.id] ?? NaN);
      return;
    }
    if (key) {
      for (let i = 0; i < n; i++) cells[j * n + i] = column[i]! < 0 ? NaN : q.weight * scoreQuestion(key, responses[i]?.[q.id] ?? null);
      return;
    }
    const markOf = idLookup(
      q.answers.map((a) => a.id),
      q.answers.map((a) => q.weight * clampMark(optionFraction(a))),
      0,
    );
    choiceMarks(column, markOf, cells.subarray(j * n, j * n + n));
  });
  const matrix: MarkMatrix = { n, k, cells };
  const analysis = graded
    ? analyseItems(
        matrix,
        material.questions.map((q) => q.weight),
      )
    : undefined;
  // Profile answers are not right or wrong: their items have pick rates only.
  const groups = new Uint8Array(n);
  if (graded) {
    const { upper, lower } = extremeGroups(percentages);
    for (const i of upper) groups[i] = UPPER;
    for (const i of lower) groups[i] = LOWER;
  }
  const sd = sampleSd(percentages);
  const alpha = analysis?.alpha ?? null;
  const pools = new Map(
    material.layout.flatMap((section, s) => (section.kind === 'draw' ? section.questions.map((q) => [q.id, s + 1] as const) : [])),
  );
  return {
    version: versionNumber,
    trials: rows.length,
    mean: mean(percentages),
    median: median(percentages),
    sd,
    skewness: skewness(percentages),
    kurtosis: kurtosis(percentages),
    alpha,
    sem: sem(sd, alpha),
    histogram: histogram(percentages),
    dimensions: graded ? [] : dimensionAlphas(material, picks, n),
    items: material.questions.map((question, j) => {
      const figures: ItemFigures = analysis?.items[j] ?? {
        trials: picks.shown(j),
        facility: null,
        sd: null,
        discrimination_index: null,
        discrimination_efficiency: null,
        point_biserial: null,
        alpha_if_deleted: null,
      };
      const opts = options(question, picks.column(j), responses, groups, lang);
      return {
        question: question.id,
        text: plainText(localized(lang, question.textAr, question.textEn)),
        ...figures,
        pool: pools.get(question.id) ?? null,
        options: opts,
        flags: graded ? flagsOf(figures, opts) : [],
        marker_agreement:
          material.secondMarking && isHumanMarked(question.type)
            ? markerAgreement(
                pairs.flatMap((p) => (p?.[question.id] ? [p[question.id]!] : [])),
                question.weight,
                material.secondMarking.threshold_percent,
              )
            : null,
      };
    }),
  };
}
