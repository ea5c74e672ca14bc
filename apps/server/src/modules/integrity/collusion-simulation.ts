import type { AttemptAnswers } from './collusion.js';
import { collusionPairs, type CollusionOptions } from './collusion.js';

/**
 * A sitting simulated to measure the collusion analysis honestly (#32): honest takers answer by a Rasch model
 * (ability ~ N(0, 1), difficulty ~ N(0, 1)), choosing among an item's three distractors with unequal pull
 * (0.5, 0.3, 0.2: some wrong answers are popular, which makes identical wrong answers common by chance); a copier
 * takes each of a source's answers with probability `copyRate` and otherwise answers honestly, saving within a few
 * seconds of the source (or, with `copierTiming: 'independent'`, at their own pace). Reported: the share of seeded pairs flagged, and the share of honest takers (neither
 * copier nor source) who appear in any flagged pair.
 */
export interface SimulationOptions {
  takers: number;
  items: number;
  copiers: number;
  copyRate: number;
  seed: number;
  /** `lockstep`: the copier saves a few seconds after the source (copying as it goes); `independent`: at their own pace. */
  copierTiming?: 'lockstep' | 'independent';
}

function random(seed: number) {
  // splitmix32 of the seed, so that nearby seeds start far apart (xorshift from 1, 2, 3 runs in step for a while).
  let state = (seed * 0x9e3779b9) >>> 0;
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b) >>> 0;
  state = (Math.imul(state ^ (state >>> 13), 0xc2b2ae35) ^ (state >>> 16)) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export function simulateSitting(o: SimulationOptions) {
  const next = random(o.seed);
  const normal = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  const difficulty = Array.from({ length: o.items }, normal);
  const pull = [0.5, 0.3, 0.2];
  const honest = (theta: number, start: number): AttemptAnswers & { theta: number } => {
    const choices: string[] = [];
    const correct: boolean[] = [];
    const times: number[] = [];
    let clock = start;
    difficulty.forEach((b) => {
      clock += 20_000 + next() * 60_000;
      const right = next() < 1 / (1 + Math.exp(-(theta - b)));
      let choice = 'A';
      if (!right) {
        const r = next();
        choice = r < pull[0]! ? 'B' : r < pull[0]! + pull[1]! ? 'C' : 'D';
      }
      choices.push(choice);
      correct.push(right);
      times.push(clock);
    });
    return { id: '', choices, correct, times, theta };
  };
  const attempts = Array.from({ length: o.takers }, (_, n) => ({ ...honest(normal(), next() * 600_000), id: `t${n}` }));
  const seeded: [string, string][] = [];
  for (let c = 0; c < o.copiers; c++) {
    // Copier 2c copies from source 2c+1 (distinct takers, so no one is in two seeded pairs).
    const copier = attempts[2 * c]!;
    const source = attempts[2 * c + 1]!;
    source.choices.forEach((choice, k) => {
      if (next() >= o.copyRate) return;
      copier.choices[k] = choice;
      copier.correct[k] = source.correct[k]!;
      if (o.copierTiming !== 'independent') copier.times[k] = source.times[k]! + 2_000 + next() * 6_000;
    });
    seeded.push([copier.id, source.id]);
  }
  return { attempts, seeded };
}

export function measureDetection(o: SimulationOptions, options?: CollusionOptions) {
  const { attempts, seeded } = simulateSitting(o);
  const flagged = collusionPairs(attempts, options);
  const key = (a: string, b: string) => [a, b].sort().join('|');
  const flaggedKeys = new Set(flagged.map((p) => key(p.a, p.b)));
  const found = seeded.filter(([a, b]) => flaggedKeys.has(key(a, b))).length;
  const involved = new Set(seeded.flat());
  const honestFlagged = new Set(flagged.flatMap((p) => [p.a, p.b]).filter((id) => !involved.has(id)));
  return {
    recall: seeded.length ? found / seeded.length : 1,
    honestFlaggedShare: honestFlagged.size / (o.takers - involved.size),
    flaggedPairs: flagged.length,
  };
}
