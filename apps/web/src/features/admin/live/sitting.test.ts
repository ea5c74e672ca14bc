import type { LiveResponse, LiveTaker } from '@mizan/contract/admin/live';
import { describe, expect, it } from 'vitest';
import { FULL_EVERY, mergeSitting, sinceFor, type LiveSitting } from './sitting';

const taker = (name: string, over: Partial<LiveTaker> = {}): LiveTaker => ({
  trial: `trial-${name}`,
  student: { id: `id-${name}`, name, email: `${name}@example.com` },
  state: 'in_progress',
  answered: 0,
  total: 10,
  remaining_seconds: 600,
  last_seen: null,
  connection: 'online',
  events: 0,
  device_bound: false,
  ...over,
});
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, seconds)).toISOString();
const full = (takers: LiveTaker[], seconds = 0): LiveResponse => ({ full: true, takers, server_now: at(seconds) });
const changes = (takers: LiveTaker[], seconds: number): LiveResponse => ({ full: false, takers, server_now: at(seconds) });

describe('the live sitting the console holds', () => {
  it('replaces the attempts a refresh sends and keeps the others, counting down their time', () => {
    let held = mergeSitting(undefined, full([taker('Huda'), taker('Ali', { state: 'finished', remaining_seconds: null })]));
    held = mergeSitting(held, changes([taker('Huda', { answered: 3 })], 5));
    expect(held.takers.map((t) => [t.student.name, t.answered, t.remaining_seconds])).toEqual([
      ['Huda', 3, 600],
      ['Ali', 0, null],
    ]);
    held = mergeSitting(held, changes([], 65));
    expect(held.takers[0]!.remaining_seconds).toBe(540);
    expect(held.counts).toEqual({ not_started: 0, in_progress: 1, finished: 1 });
  });

  it("puts a student's attempt in the place of their 'not started' line", () => {
    let held = mergeSitting(undefined, full([taker('Sara', { trial: null, state: 'not_started', remaining_seconds: null })]));
    held = mergeSitting(held, changes([taker('Sara')], 5));
    expect(held.takers).toHaveLength(1);
    expect(held.counts).toEqual({ not_started: 0, in_progress: 1, finished: 0 });
  });

  it('a full answer replaces everything: an attempt deleted since is gone', () => {
    let held = mergeSitting(undefined, full([taker('Huda'), taker('Omar')]));
    held = mergeSitting(held, full([taker('Omar')], 60));
    expect(held.takers.map((t) => t.student.name)).toEqual(['Omar']);
  });

  it('asks for the changes since its last answer, and for everything first and once every FULL_EVERY refreshes', () => {
    expect(sinceFor(undefined)).toBeUndefined();
    let held: LiveSitting = mergeSitting(undefined, full([taker('Huda')]));
    const asked: (string | undefined)[] = [];
    for (let i = 1; i <= FULL_EVERY; i += 1) {
      const since = sinceFor(held);
      asked.push(since);
      held = mergeSitting(held, since ? changes([], i * 5) : full([taker('Huda')], i * 5));
    }
    expect(asked.filter((s) => s === undefined)).toHaveLength(1);
    expect(asked.at(-1)).toBeUndefined();
    expect(asked[0]).toBe(at(0));
  });
});
