import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerBody } from '@/lib/quiz/answer-body';
import { pendingAnswers, queueAnswer, retryDelay, type PendingAnswers } from '@/lib/quiz/answer-queue';
import { useSendAnswer } from './api';
import { sendPending, type TrialOverCode } from './send-pending';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

interface Options {
  quizId: string;
  trialId: string;
  /** The server refused because the trial is over (time ran out, or it ended elsewhere). */
  onTrialOver: (code: TrialOverCode) => void;
}

/**
 * Autosave: every answer (of any question type) is queued in local storage first, then sent; whatever the network drops is
 * resent when the browser is back online and on a backoff timer, so no answer is lost (even across a reload).
 */
export function useAnswerSync({ quizId, trialId, onTrialOver }: Options) {
  const send = useSendAnswer(quizId, trialId);
  const [choices, setChoices] = useState<PendingAnswers>(() => pendingAnswers(trialId));
  const [state, setState] = useState<SaveState>('idle');
  const running = useRef(false);
  const again = useRef(false);
  const attempt = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async (): Promise<void> => {
    if (running.current) {
      again.current = true;
      return;
    }
    if (Object.keys(pendingAnswers(trialId)).length === 0) return;
    running.current = true;
    clearTimeout(retryTimer.current);
    setState('saving');
    try {
      const outcome = await sendPending(trialId, send);
      if (outcome.kind === 'offline') {
        setState('offline');
        retryTimer.current = setTimeout(() => void flush(), retryDelay(attempt.current++));
      } else if (outcome.kind === 'over') {
        onTrialOver(outcome.code);
      } else {
        attempt.current = 0;
        setState('saved');
      }
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [trialId, send, onTrialOver]);

  /**
   * Resolves true once every queued answer has reached the server, false when they can't now (offline, trial
   * over). A forward-only quiz moves on only then: the server closes a question as soon as the next is shown.
   */
  const settle = async (): Promise<boolean> => {
    const pending = () => Object.keys(pendingAnswers(trialId)).length > 0;
    for (let waited = 0; pending() && waited < 100; waited++) {
      if (!running.current) {
        await flush();
        if (pending() && !running.current) return false;
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return !pending();
  };

  const choose = (questionId: number, body: AnswerBody) => {
    queueAnswer(trialId, quizId, questionId, body);
    setChoices((current) => ({ ...current, [questionId]: body }));
    void flush();
  };

  useEffect(() => {
    const online = () => {
      attempt.current = 0;
      void flush();
    };
    const offline = () => setState((s) => (Object.keys(pendingAnswers(trialId)).length > 0 || s === 'saving' ? 'offline' : s));
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void flush();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      clearTimeout(retryTimer.current);
    };
  }, [flush, trialId]);

  return { choices, choose, state, settle };
}
