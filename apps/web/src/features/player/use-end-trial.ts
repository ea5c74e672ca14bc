import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { useCompleteTrialMutation } from './api';
import { allowLeaving } from './leave-guard';

const serverErrorText = (error: unknown): string | undefined => {
  const body = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof body?.error === 'string' ? body.error : undefined;
};

/**
 * Ends a trial and always lands on its results (history replaced), forgetting the stored trial key
 * even when ending failed: the server completes overdue trials by itself (client-spec §4).
 */
export function useEndTrial(onDone: () => void) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [completeTrial, { isLoading }] = useCompleteTrialMutation();

  const endTrial = async (quizId: string | number, trialId: string) => {
    try {
      await completeTrial({ trialId }).unwrap();
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: serverErrorText(failure), messageKey: 'status.genericError' }));
    }
    localStorage.removeItem(trialId);
    onDone();
    allowLeaving();
    navigate(paths.results(quizId, trialId), { replace: true });
  };

  return { endTrial, ending: isLoading };
}
