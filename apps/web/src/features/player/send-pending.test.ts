import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingAnswers, queueAnswer } from '@/lib/quiz/answer-queue';
import { sendAllPending, sendPending } from './send-pending';
import { choiceBody as c } from '@/lib/quiz/answer-body';
import { installMemoryStorage } from '@/lib/quiz/memory-storage';

installMemoryStorage();

const offline = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const refused = (error_code: string) => ({ status: 400, data: { error_code, error: 'no' } });

describe('sending queued answers', () => {
  beforeEach(() => {
    localStorage.removeItem('t');
    queueAnswer('t', 7, 1, c(10));
    queueAnswer('t', 7, 2, c(null));
  });

  it('sends every queued answer and empties the queue', async () => {
    const send = vi.fn().mockResolvedValue({});
    expect(await sendPending('t', send)).toEqual({ kind: 'saved' });
    expect(send.mock.calls).toEqual([
      [1, c(10)],
      [2, c(null)],
    ]);
    expect(pendingAnswers('t')).toEqual({});
  });

  it('keeps what the network dropped queued', async () => {
    const send = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(offline);
    expect(await sendPending('t', send)).toEqual({ kind: 'offline' });
    expect(pendingAnswers('t')).toEqual({ 2: c(null) });
  });

  it.each([
    ['503 while the database restarts or the server sheds load', { status: 503, data: { error_code: 'service_unavailable' } }],
    ['502 from the proxy', { status: 502, data: 'Bad Gateway' }],
    ['504 from the proxy', { status: 504, data: 'Gateway Timeout' }],
    ['429, too many requests', { status: 429, data: { error_code: 'rate_limited' } }],
    ['no answer in time', { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' }],
  ])('keeps answers queued after a %s', async (_, failure) => {
    const send = vi.fn().mockRejectedValue(failure);
    expect(await sendPending('t', send)).toEqual({ kind: 'offline' });
    expect(pendingAnswers('t')).toEqual({ 1: c(10), 2: c(null) });
  });

  it('stops when the server says the trial is over, keeping the rest', async () => {
    const send = vi.fn().mockRejectedValue(refused('trial_time_over'));
    expect(await sendPending('t', send)).toEqual({ kind: 'over', code: 'trial_time_over' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(pendingAnswers('t')).toEqual({ 1: c(10), 2: c(null) });
  });

  it('drops an answer refused for good and goes on', async () => {
    const send = vi.fn().mockRejectedValueOnce(refused('question_not_in_trial')).mockResolvedValue({});
    expect(await sendPending('t', send)).toEqual({ kind: 'saved' });
    expect(pendingAnswers('t')).toEqual({});
  });

  it('before ending, retries while offline until everything is saved', async () => {
    const send = vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue({});
    const onOffline = vi.fn();
    const wait = vi.fn().mockResolvedValue(undefined);
    expect(await sendAllPending('t', send, { onOffline, wait })).toEqual({ kind: 'saved' });
    expect(onOffline).toHaveBeenCalledTimes(2);
    expect(wait.mock.calls).toEqual([[0], [1]]);
    expect(pendingAnswers('t')).toEqual({});
  });

  it('stops waiting when cancelled, leaving the answers queued', async () => {
    const controller = new AbortController();
    const send = vi.fn().mockRejectedValue(offline);
    const wait = vi.fn(async () => controller.abort());
    expect(await sendAllPending('t', send, { wait, signal: controller.signal })).toEqual({ kind: 'cancelled' });
    expect(pendingAnswers('t')).toEqual({ 1: c(10), 2: c(null) });
  });
});
