import { useNavigate } from 'react-router';
import type { StartTrialResponse } from '@mizan/contract/trials';
import { paths } from '@/lib/paths';
import { rememberTrial } from './answer-queue';

/**
 * After a start call (the quiz start and the competition join-and-start alike): remembers the trial (its queued
 * answers survive a reload) and opens its first question.
 */
export function useEnterTrial() {
  const navigate = useNavigate();
  return (trial: StartTrialResponse, quizId: string | number) => {
    rememberTrial(trial.id, quizId);
    navigate(paths.play(quizId, trial.id, trial.first_question.id));
  };
}
