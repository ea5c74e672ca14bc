import type { Language } from '@mizan/contract/i18n';
import type { ItemStatistics, StatisticsFlag, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { alphas, analyseItems, toMatrix, type ItemFigures, type MarkMatrix } from './item-analysis.js';
import { extremeGroups, kurtosis, mean, median, sampleSd, sem, skewness } from './psychometrics.js';
import type { TrialMarksRow } from './repo.js';

/**
 * Every trial's pick per question, flat (trial i, question j at i·k + j): −1 not shown, 0 shown and left
 * unanswered, else the answer id. Typed and flat because it holds 3,000,000 cells at 100,000 trials × 30.
 */
interface Picks {
  k: number;
  cells: Int32Array;
  at(i: number, j: number): number;
  /** Trials shown question j. */
  shown(j: number): number;
}

/** Calls `value` with each position and number of "n,n,…" (digits only), scanning once: no split strings. */
function scanNumbers(text: string, value: (position: number, n: number) => void) {
  let position = 0;
  let n = 0;
  for (let c = 0; c < text.length; c++) {
    const code = text.charCodeAt(c);
    if (code === 44 /* , */) {
      value(position++, n);
      n = 0;
    } else n = n * 10 + code - 48;
  }
  if (text.length) value(position, n);
}

function parsePicks(rows: readonly TrialMarksRow[], questions: readonly ContentQuestion[]): Picks {
  const k = questions.length;
  const index = new Map(questions.map((q, j) => [q.id, j]));
  const cells = new Int32Array(rows.length * k);
  // Per question_order text (one for a fixed quiz): which column each position fills (−1: none), and the row of
  // a trial before its picks, every question shown (0) or not (−1).
  const orders = new Map<string, { columns: Int32Array; blank: Int32Array }>();
  rows.forEach((row, i) => {
    let order = orders.get(row.shown);
    if (!order) {
      const ids = row.shown.length > 2 ? row.shown.slice(1, -1).split(',') : [];
      const columns = Int32Array.from(ids, (id) => index.get(Number(id)) ?? -1);
      const blank = new Int32Array(k).fill(-1);
      for (const j of columns) if (j >= 0) blank[j] = 0;
      order = { columns, blank };
      if (orders.size < 1000) orders.set(row.shown, order);
    }
    const { columns, blank } = order;
    const offset = i * k;
    cells.set(blank, offset);
    scanNumbers(row.picks, (position, answer) => {
      const j = columns[position] ?? -1;
      if (j >= 0) cells[offset + j] = answer;
    });
  });
  return {
    k,
    cells,
    at: (i, j) => cells[i * k + j]!,
    shown: (j) => rows.reduce<number>((count, _, i) => count + (cells[i * k + j]! >= 0 ? 1 : 0), 0),
  };
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

const UPPER = 1;
const LOWER = 2;

/** Pick rates of each option among the trials shown the question: all of them, the upper and the lower group. */
function options(question: ContentQuestion, j: number, picks: Picks, groups: Uint8Array, lang: Language) {
  const slot = new Map(question.answers.map((a, s) => [a.id, s]));
  // Per option (and a last slot for "no answer"): [all, upper, lower].
  const counts = new Int32Array((question.answers.length + 1) * 3);
  const noAnswer = question.answers.length;
  for (let i = 0; i < groups.length; i++) {
    const pick = picks.at(i, j);
    if (pick < 0) continue;
    const s = (slot.get(pick) ?? noAnswer) * 3;
    const group = groups[i] === UPPER ? 1 : groups[i] === LOWER ? 2 : 0;
    counts[s] = counts[s]! + 1;
    if (group) counts[s + group] = counts[s + group]! + 1;
  }
  const shown = [0, 1, 2].map((g) => counts.reduce((sum, c, n) => (n % 3 === g ? sum + c : sum), 0));
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
  const percentages = rows.map((row) => row.percentage);
  const correct = new Set(material.questions.flatMap((q) => q.answers.filter((a) => a.isCorrect).map((a) => a.id)));
  const k = material.questions.length;
  const cells = new Float64Array(n * k);
  for (let i = 0; i < n; i++) {
    material.questions.forEach((q, j) => {
      const pick = picks.at(i, j);
      cells[i * k + j] = pick < 0 ? NaN : correct.has(pick) ? q.weight : 0;
    });
  }
  const marks: MarkMatrix = { n, k, cells };
  const analysis = graded
    ? analyseItems(
        marks,
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
      const opts = options(question, j, picks, groups, lang);
      return {
        question: question.id,
        text: plainText(localized(lang, question.textAr, question.textEn)),
        ...figures,
        options: opts,
        flags: graded ? flagsOf(figures, opts) : [],
      };
    }),
  };
}
