import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { apiErrorText, isTransientFailure } from '@/lib/quiz/api-error';
import { useCompleteTrialMutation, useSendAnswer } from './api';
import { allowLeaving } from './leave-guard';
import { sendAllPending, waitToRetry } from './send-pending';

/** `saving`: sending answers still queued on this device; `offline`: waiting for the connection to send them; `ending`: completing. */
export type EndPhase = 'idle' | 'saving' | 'offline' | 'ending';

/**
 * Ends a trial and lands on its results (history replaced). Answers queued offline are sent first — ending
 * waits (and keeps retrying) until the server holds them, so completing never drops one. If completing fails
 * for another reason the results page is still shown: the server completes overdue trials by itself (client-spec §4).
 */
export function useEndTrial({ quizId, trialId }: { quizId: string | number; trialId: string }, onDone: () => void) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const send = useSendAnswer(String(quizId), trialId);
  const [completeTrial] = useCompleteTrialMutation();
  const [phase, setPhase] = useState<EndPhase>('idle');
  // Closing the modal (the student keeps playing) stops the waiting; the queued answers stay queued.
  const abort = useRef<AbortController>(undefined);
  useEffect(() => () => abort.current?.abort(), []);

  const endTrial = async () => {
    abort.current = new AbortController();
    const { signal } = abort.current;
    const offline = () => setPhase('offline');
    setPhase('saving');
    const sent = await sendAllPending(trialId, send, { onOffline: offline, signal });
    if (sent.kind === 'cancelled') return;
    setPhase('ending');
    for (let attempt = 0; sent.kind !== 'over' || sent.code !== 'trial_completed'; attempt++) {
      try {
        await completeTrial({ trialId }).unwrap();
        break;
      } catch (failure) {
        if (!isTransientFailure(failure)) {
          dispatch(noticeShown({ tone: 'error', text: apiErrorText(failure), messageKey: 'status.genericError' }));
          break;
        }
        offline();
        await waitToRetry(attempt);
        if (signal.aborted) return;
        setPhase('ending');
      }
    }
    localStorage.removeItem(trialId);
    onDone();
    allowLeaving();
    navigate(paths.results(quizId, trialId), { replace: true });
  };

  return { endTrial, phase, ending: phase !== 'idle' };
}
