import { describe, expect, it } from 'vitest';
import { controlCharacterIssues } from './text.js';

describe('controlCharacterIssues', () => {
  it('names the path of each offending string', () => {
    expect(controlCharacterIssues({ a: ['ok', 'b\u0000'], c: { d: '\u0001' } })).toEqual(
      expect.arrayContaining([{ path: ['a', 1] }, { path: ['c', 'd'] }]),
    );
  });

  it('walks a value nested 50,000 levels deep in linear time (the path is not copied per level)', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) value = [value];
    const started = performance.now();
    const issues = controlCharacterIssues(value);
    const elapsed = performance.now() - started;
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toHaveLength(50_000);
    // Quadratic copying took about 15 s here; linear work takes milliseconds, so a generous bound cannot flake.
    expect(elapsed).toBeLessThan(2_000);
  });
});
