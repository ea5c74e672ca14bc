import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answersQuestion, type AnswerBody } from '@/lib/quiz/answer-body';
import { apiError } from '@/lib/quiz/api-error';
import { useSubmitAnswerMutation } from './api';
import type { TrialOverCode } from './send-pending';

interface Options {
  quizId: string;
  trialId: string;
  onTrialOver: (code: TrialOverCode) => void;
  /** The question was checked meanwhile (another tab): read it again to show that check. */
  onLocked: () => void;
}

/**
 * Practice (immediate-feedback) quizzes: the answer stays on this page until the student presses "Check answer",
 * then is sent once and locked. There is no autosave or offline queue here on purpose: the server locks a question
 * at its first saved answer, so autosaving a first click or a half-typed number would lock it before the student
 * meant to answer, and a check is only worth having while the server can answer it.
 */
export function useImmediateCheck({ quizId, trialId, onTrialOver, onLocked }: Options) {
  const { t } = useTranslation('player');
  const [submit, { isLoading: checking }] = useSubmitAnswerMutation();
  const [drafts, setDrafts] = useState<Record<number, AnswerBody>>({});
  // Read by `check`: a typed answer reaches `choose` on the field's blur, in the same gesture as the click on the button.
  const latest = useRef(drafts);
  const [error, setError] = useState<{ questionId: number; text: string } | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);

  const choose = (questionId: number, body: AnswerBody) => {
    latest.current = { ...latest.current, [questionId]: body };
    setDrafts(latest.current);
    setError(null);
  };

  const check = async (questionId: number) => {
    const body = latest.current[questionId];
    if (!body || !answersQuestion(body)) return setError({ questionId, text: t('check.choose') });
    try {
      await submit({ quizId, trialId, questionId, body }).unwrap();
      setAnnounced(questionId);
    } catch (failure) {
      const { error_code: code, detail } = apiError(failure).body;
      if (code === 'trial_time_over' || code === 'trial_completed') return onTrialOver(code);
      if (code === 'answer_locked') onLocked();
      setError({ questionId, text: detail ?? t('common:status.genericError') });
    }
  };

  return { drafts, choose, check, checking, error, announced };
}
