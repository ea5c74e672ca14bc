import type { QuestionIdsResponse } from '@mizan/contract/trials';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { reachQuestion } from '@/lib/quiz/answer-queue';

interface FurthestQuestion {
  quizId: string;
  trialId: string;
  /** The trial's questions, given only for a forward-only quiz. */
  ids: QuestionIdsResponse | undefined;
  /** Position (1-based) of the question on screen; 0 when the server refused to show it (forward_only). */
  shown: number;
}

/**
 * Forward-only: an earlier question (a bookmark, another tab's history, the server's forward_only refusal) is
 * never shown for editing; the player moves on to the furthest question the trial reached, as this device
 * remembers it or as the answers the server holds show it.
 */
export function useFurthestQuestion({ quizId, trialId, ids, shown }: FurthestQuestion) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ids) return;
    const lastSubmitted = ids.findLastIndex((entry) => entry.is_submitted) + 1;
    const furthest = Math.max(reachQuestion(trialId, quizId, shown), lastSubmitted);
    const target = ids[furthest - 1];
    if (target && shown < furthest) navigate(paths.play(quizId, trialId, target.id), { replace: true });
  }, [ids, shown, trialId, quizId, navigate]);
}
