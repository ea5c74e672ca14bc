import { describe, expect, it } from 'vitest';
import { bootRetryDelayMs } from './boot.js';

describe('waiting for the database at start-up', () => {
  it('backs off from half a second but never waits more than 2 s, so the process is ready soon after the database', () => {
    expect([1, 2, 3].map(bootRetryDelayMs)).toEqual([500, 1000, 2000]);
    for (let attempt = 1; attempt <= 50; attempt++) expect(bootRetryDelayMs(attempt), `attempt ${attempt}`).toBeLessThanOrEqual(2000);
  });
});
