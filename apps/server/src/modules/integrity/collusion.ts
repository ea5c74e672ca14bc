/**
 * Collusion analysis after an exam (#32): pairs of attempts whose identical wrong answers are improbable for
 * independent work, with how often they answered in lockstep. Listed for a person's review; nothing is decided.
 *
 * The test is the generalized binomial test (GBT) of van der Linden & Sotaridona (2006, "Detecting answer copying
 * when the regular response process follows a known response model", J. Educ. Behav. Stat. 31(3)): the number of
 * items on which two examinees chose the same option is a sum of independent Bernoulli trials whose probabilities
 * come from a response model; a pair is flagged when that count is improbably high. Identical right answers are
 * what ability explains, so the model weighs them by both abilities, and, after Harpp & Hogan (1993), a pair
 * needs a few identical *wrong* answers to be reported at all (the evidence a reviewer can see). Our response model is a Rasch-type one fitted from the data themselves: an examinee's ability from
 * their share right, an item's difficulty from its share right, and each wrong option's share among the item's
 * wrong answers; the tail probability is the exact Poisson-binomial (dynamic programming), and the threshold is
 * Bonferroni-corrected over all pairs, so the chance that any honest pair is flagged stays near `alpha`. A pair that
 * also saved at least half its shared answers within 10 s of each other needs only p ≤ `alpha` (see below).
 */
export interface AttemptAnswers {
  id: string;
  /** One entry per item in a common order: the option chosen (any comparable key), or null when unanswered. */
  choices: (string | null)[];
  /** Whether each choice is right (null when unanswered). */
  correct: (boolean | null)[];
  /** When each answer was last saved (ms), null when unanswered. */
  times: (number | null)[];
}

export interface SuspectPair {
  a: string;
  b: string;
  /** Items both answered the same way, and how many of them wrongly. */
  identical: number;
  identicalWrong: number;
  /** Identical answers the response model expects for independent work. */
  expected: number;
  pValue: number;
  /** Of the items both answered, the share saved within `LOCKSTEP_MS` of each other. */
  lockstep: number;
}

export interface CollusionOptions {
  /** Family-wise error rate over all pairs (Bonferroni). */
  alpha?: number;
  /** Pairs with fewer identical wrong answers are not reported, however improbable. */
  minIdenticalWrong?: number;
}

/** Two answers to an item saved this close together count as saved in lockstep. */
const LOCKSTEP_MS = 10_000;
/** Lockstep counts as evidence when at least this share of at least this many shared items was saved so. */
const LOCKSTEP_SHARE = 0.5;
const LOCKSTEP_ITEMS = 10;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** P(X ≥ k) for X a sum of independent Bernoulli(p_i). */
export function poissonBinomialTail(probabilities: readonly number[], k: number): number {
  if (k <= 0) return 1;
  let dist = new Float64Array(probabilities.length + 1);
  dist[0] = 1;
  probabilities.forEach((p, n) => {
    const next = new Float64Array(probabilities.length + 1);
    for (let j = 0; j <= n; j++) {
      const mass = dist[j] as number;
      if (!mass) continue;
      next[j] = (next[j] as number) + mass * (1 - p);
      next[j + 1] = (next[j + 1] as number) + mass * p;
    }
    dist = next;
  });
  let tail = 0;
  for (let j = k; j < dist.length; j++) tail += dist[j] as number;
  return Math.min(1, tail);
}

export function collusionPairs(attempts: readonly AttemptAnswers[], options: CollusionOptions = {}): SuspectPair[] {
  const alpha = options.alpha ?? 0.01;
  const minimum = options.minIdenticalWrong ?? 3;
  const items = attempts[0]?.choices.length ?? 0;
  if (attempts.length < 3 || items === 0) return [];

  // Item difficulty and the spread of its wrong answers over options (Σ share², the chance two wrong answers match).
  const difficulty: number[] = [];
  const wrongMatch: number[] = [];
  for (let k = 0; k < items; k++) {
    let answered = 0;
    let right = 0;
    const wrong = new Map<string, number>();
    for (const a of attempts) {
      if (a.correct[k] == null) continue;
      answered++;
      if (a.correct[k]) right++;
      else wrong.set(a.choices[k] as string, (wrong.get(a.choices[k] as string) ?? 0) + 1);
    }
    difficulty.push(-logit(clamp((right + 0.5) / (answered + 1), 0.01, 0.99)));
    const wrongTotal = [...wrong.values()].reduce((s, n) => s + n, 0);
    wrongMatch.push(wrongTotal ? [...wrong.values()].reduce((s, n) => s + (n / wrongTotal) ** 2, 0) : 0);
  }
  // Ability on the same scale: centred so that an average examinee on an average item has the observed rate.
  const ability = attempts.map((a) => {
    const answered = a.correct.filter((c) => c != null).length;
    const right = a.correct.filter((c) => c === true).length;
    return logit(clamp((right + 0.5) / (answered + 1), 0.01, 0.99));
  });
  const meanDifficulty = difficulty.reduce((s, b) => s + b, 0) / items;
  const wrongProbability = (i: number, k: number) => 1 - logistic(ability[i]! - (difficulty[k]! - meanDifficulty));

  const pairs = (attempts.length * (attempts.length - 1)) / 2;
  const threshold = alpha / pairs;
  const suspects: SuspectPair[] = [];
  for (let i = 0; i < attempts.length; i++) {
    for (let j = i + 1; j < attempts.length; j++) {
      const a = attempts[i]!;
      const b = attempts[j]!;
      let identical = 0;
      let identicalWrong = 0;
      let both = 0;
      let lockstep = 0;
      const probabilities: number[] = [];
      for (let k = 0; k < items; k++) {
        if (a.correct[k] == null || b.correct[k] == null) continue;
        both++;
        const ta = a.times[k];
        const tb = b.times[k];
        if (ta != null && tb != null && Math.abs(ta - tb) <= LOCKSTEP_MS) lockstep++;
        const qa = wrongProbability(i, k);
        const qb = wrongProbability(j, k);
        // The same answer by chance: both right, or both wrong with the same distractor.
        probabilities.push((1 - qa) * (1 - qb) + qa * qb * wrongMatch[k]!);
        if (a.choices[k] !== b.choices[k]) continue;
        identical++;
        if (a.correct[k] === false) identicalWrong++;
      }
      if (identicalWrong < minimum) continue;
      // Most pairs are ordinary: below two standard deviations over the mean their tail is above 2 %, far from any
      // threshold, and the exact tail (quadratic in the items) is skipped.
      const mean = probabilities.reduce((sum, p) => sum + p, 0);
      const spread = Math.sqrt(probabilities.reduce((sum, p) => sum + p * (1 - p), 0));
      if (identical < mean + 2 * spread) continue;
      const pValue = poissonBinomialTail(probabilities, identical);
      // Answers saved in lockstep are a second, independent sign: with it, similarity need only be unlikely for
      // this one pair, not for the most extreme of all pairs.
      const inLockstep = both >= LOCKSTEP_ITEMS && lockstep / both >= LOCKSTEP_SHARE;
      if (pValue > threshold && !(inLockstep && pValue <= alpha)) continue;
      suspects.push({ a: a.id, b: b.id, identical, identicalWrong, expected: mean, pValue, lockstep: both ? lockstep / both : 0 });
    }
  }
  return suspects.sort((x, y) => x.pValue - y.pValue);
}
