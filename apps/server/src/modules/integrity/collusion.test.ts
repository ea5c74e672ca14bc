import { describe, expect, it } from 'vitest';
import { collusionPairs, poissonBinomialTail } from './collusion.js';
import { measureDetection, simulateSitting } from './collusion-simulation.js';

describe('collusion analysis', () => {
  it('computes the Poisson-binomial tail exactly', () => {
    // Two fair coins: P(X ≥ 1) = 3/4, P(X ≥ 2) = 1/4; one certain and one impossible trial: P(X ≥ 1) = 1.
    expect(poissonBinomialTail([0.5, 0.5], 1)).toBeCloseTo(0.75, 12);
    expect(poissonBinomialTail([0.5, 0.5], 2)).toBeCloseTo(0.25, 12);
    expect(poissonBinomialTail([1, 0], 1)).toBeCloseTo(1, 12);
    expect(poissonBinomialTail([0.1, 0.2, 0.3], 4)).toBe(0);
  });

  it('flags a copier and their source with the evidence a reviewer reads, and no one else', () => {
    const { attempts, seeded } = simulateSitting({ takers: 60, items: 40, copiers: 1, copyRate: 0.9, seed: 7 });
    const pairs = collusionPairs(attempts);
    expect(pairs.map((p) => [p.a, p.b].sort())).toEqual([[...seeded[0]!].sort()]);
    const [pair] = pairs;
    expect(pair!.identical).toBeGreaterThan(pair!.expected * 1.5);
    expect(pair!.identicalWrong).toBeGreaterThanOrEqual(3);
    expect(pair!.lockstep).toBeGreaterThan(0.5);
    expect(pair!.pValue).toBeLessThan(1e-6);
  });

  it('reports nothing for a sitting of honest takers only', () => {
    for (const seed of [11, 12, 13]) {
      const { attempts } = simulateSitting({ takers: 150, items: 40, copiers: 0, copyRate: 0, seed });
      expect(collusionPairs(attempts)).toEqual([]);
    }
  });

  it('finds seeded copiers among honest takers with few honest takers flagged (the simulation of docs/integrity.md)', () => {
    // A smaller run than the documented one, same model: 200 takers, 40 items, 10 copiers copying 70 %.
    const runs = [1, 2, 3].map((seed) => measureDetection({ takers: 200, items: 40, copiers: 10, copyRate: 0.7, seed }));
    const recall = runs.reduce((s, r) => s + r.recall, 0) / runs.length;
    const falseFlags = runs.reduce((s, r) => s + r.honestFlaggedShare, 0) / runs.length;
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(falseFlags).toBeLessThanOrEqual(0.01);
  });
});
