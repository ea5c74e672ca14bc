import type { Language } from '@mizan/contract/i18n';
import type { ItemStatistics, StatisticsFlag, StatisticsResponse } from '@mizan/contract/admin/statistics';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import type { ContentQuestion } from '../trials/content-repo.js';
import type { VersionMaterial } from '../trials/quiz-material.js';
import { alphas, analyseItems, type ItemFigures } from './item-analysis.js';
import { extremeGroups, kurtosis, mean, median, sampleSd, sem, skewness } from './psychometrics.js';
import type { TrialMarksRow } from './repo.js';

/** A trial's picks per question id; null: shown and left unanswered. Questions not shown are absent. */
type Picks = Map<number, number | null>;

function parsePicks(row: TrialMarksRow): Picks {
  const picks: Picks = new Map();
  for (const id of row.shown.slice(1, -1).split(',')) if (id) picks.set(Number(id), null);
  for (const pair of row.picks?.split(',') ?? []) {
    const [question, answer] = pair.split(':').map(Number);
    if (picks.has(question!)) picks.set(question!, answer || null);
  }
  return picks;
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Pick rates of each option among the trials shown the question: all of them, the upper and the lower group. */
function options(question: ContentQuestion, trials: Picks[], upper: Set<number>, lower: Set<number>, lang: Language) {
  const counts = new Map(question.answers.map((a) => [a.id, { all: 0, upper: 0, lower: 0 }]));
  const shown = { all: 0, upper: 0, lower: 0 };
  trials.forEach((picks, i) => {
    if (!picks.has(question.id)) return;
    const count = counts.get(picks.get(question.id) ?? 0);
    const groups = [['all', true] as const, ['upper', upper.has(i)] as const, ['lower', lower.has(i)] as const];
    for (const [group, member] of groups) {
      if (!member) continue;
      shown[group] += 1;
      if (count) count[group] += 1;
    }
  });
  return question.answers.map((answer) => {
    const count = counts.get(answer.id)!;
    return {
      id: answer.id,
      text: plainText(localized(lang, answer.textAr, answer.textEn)),
      correct: answer.isCorrect,
      pick_rate: rate(count.all, shown.all),
      upper: rate(count.upper, shown.upper),
      lower: rate(count.lower, shown.lower),
    };
  });
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
function dimensionAlphas(material: VersionMaterial, trials: Picks[]) {
  return material.dimensions.map(({ code }) => {
    const items = material.questions.filter((q) => q.answers.some((a) => (a.points?.[code] ?? 0) !== 0));
    const points = items.map((q) => new Map(q.answers.map((a) => [a.id, a.points?.[code] ?? 0])));
    const rows = trials
      .filter((picks) => items.every((q) => picks.has(q.id)))
      .map((picks) => items.map((q, j) => points[j]!.get(picks.get(q.id) ?? 0) ?? 0));
    return { code, alpha: alphas(rows, items.length).alpha };
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
  const trials = rows.map(parsePicks);
  const percentages = rows.map((row) => row.percentage);
  const marks = trials.map((picks) =>
    material.questions.map((q) => {
      if (!picks.has(q.id)) return null;
      const picked = q.answers.find((a) => a.id === picks.get(q.id));
      return picked?.isCorrect ? q.weight : 0;
    }),
  );
  const analysis = graded
    ? analyseItems(
        marks,
        material.questions.map((q) => q.weight),
      )
    : undefined;
  // Profile answers are not right or wrong: their items have pick rates only.
  const { upper, lower } = graded ? extremeGroups(percentages) : { upper: [], lower: [] };
  const upperSet = new Set(upper);
  const lowerSet = new Set(lower);
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
    dimensions: graded ? [] : dimensionAlphas(material, trials),
    items: material.questions.map((question, j) => {
      const figures: ItemFigures = analysis?.items[j] ?? {
        trials: trials.filter((picks) => picks.has(question.id)).length,
        facility: null,
        sd: null,
        discrimination_index: null,
        discrimination_efficiency: null,
        point_biserial: null,
        alpha_if_deleted: null,
      };
      const opts = options(question, trials, upperSet, lowerSet, lang);
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
