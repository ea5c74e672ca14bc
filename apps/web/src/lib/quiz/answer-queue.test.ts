import { beforeEach, describe, expect, it } from 'vitest';
import {
  flaggedQuestions,
  pendingAnswers,
  queueAnswer,
  reachQuestion,
  rememberTrial,
  retryDelay,
  settleAnswer,
  toggleFlag,
} from './answer-queue';
import { choiceBody as c } from './answer-body';
import { installMemoryStorage } from './memory-storage';

installMemoryStorage();

describe('offline answer queue', () => {
  beforeEach(() => localStorage.removeItem('trial-1'));

  it('keeps only the latest choice per question, under the trial key', () => {
    queueAnswer('trial-1', 7, 1, c(10));
    queueAnswer('trial-1', 7, 1, c(11));
    queueAnswer('trial-1', 7, 2, c(null));
    expect(pendingAnswers('trial-1')).toEqual({ 1: c(11), 2: c(null) });
    expect(JSON.parse(localStorage.getItem('trial-1')!)).toMatchObject({ quizId: '7' });
  });

  it('settles an answer only if no newer choice replaced it', () => {
    queueAnswer('trial-1', 7, 1, c(10));
    queueAnswer('trial-1', 7, 1, c(11));
    settleAnswer('trial-1', 1, c(10));
    expect(pendingAnswers('trial-1')).toEqual({ 1: c(11) });
    settleAnswer('trial-1', 1, c(11));
    expect(pendingAnswers('trial-1')).toEqual({});
  });

  it('keeps the furthest question reached, through new answers and a new visit', () => {
    expect(reachQuestion('trial-1', 7, 2)).toBe(2);
    queueAnswer('trial-1', 7, 5, c(50));
    rememberTrial('trial-1', 7);
    expect(reachQuestion('trial-1', 7, 1)).toBe(2);
    expect(reachQuestion('trial-1', 7, 3)).toBe(3);
    expect(pendingAnswers('trial-1')).toEqual({ 5: c(50) });
  });

  it('flags and unflags questions for review, kept with the trial', () => {
    expect(toggleFlag('trial-1', 7, 3)).toEqual([3]);
    expect(toggleFlag('trial-1', 7, 5)).toEqual([3, 5]);
    queueAnswer('trial-1', 7, 3, c(30));
    expect(toggleFlag('trial-1', 7, 3)).toEqual([5]);
    expect(flaggedQuestions('trial-1')).toEqual([5]);
  });

  it('remembering a trial keeps its queue', () => {
    queueAnswer('trial-1', 7, 3, c(30));
    rememberTrial('trial-1', 7);
    expect(pendingAnswers('trial-1')).toEqual({ 3: c(30) });
  });

  it('keeps typed responses and reads the bare ids an older player queued', () => {
    queueAnswer('trial-1', 7, 4, { response: { order: ['3', '1', '2'] } });
    queueAnswer('trial-1', 7, 6, { response: { option_ids: [] } });
    expect(pendingAnswers('trial-1')).toEqual({ 4: { response: { order: ['3', '1', '2'] } }, 6: { response: { option_ids: [] } } });
    settleAnswer('trial-1', 4, { response: { order: ['1', '3', '2'] } });
    expect(Object.keys(pendingAnswers('trial-1'))).toEqual(['4', '6']);
    settleAnswer('trial-1', 4, { response: { order: ['3', '1', '2'] } });
    expect(Object.keys(pendingAnswers('trial-1'))).toEqual(['6']);

    localStorage.setItem('trial-1', JSON.stringify({ quizId: '7', pending: { 1: 10, 2: null, 3: 'junk' } }));
    expect(pendingAnswers('trial-1')).toEqual({ 1: c(10), 2: c(null) });
  });

  it('survives a corrupted entry', () => {
    localStorage.setItem('trial-1', '{oops');
    expect(pendingAnswers('trial-1')).toEqual({});
  });

  it('backs off exponentially up to 30 seconds', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });
});
