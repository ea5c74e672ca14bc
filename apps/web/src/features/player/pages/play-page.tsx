import { ChevronLeft, ChevronRight, ClipboardCheck, Flag, Lock, LogOut, SearchCheck } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { loadOrderingAnswer, QuestionAnswer } from '@/components/question-types/question-answer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { whenIdle } from '@/lib/first-paint';
import { currentLanguage } from '@/lib/language';
import { openModal, selectActiveModal } from '@/lib/modals/modal-slice';
import { paths } from '@/lib/paths';
import { answersQuestion, choiceBody, savedAnswer, toggleOption, usesChoiceId } from '@/lib/quiz/answer-body';
import { flaggedQuestions, rememberTrial, toggleFlag } from '@/lib/quiz/answer-queue';
import { apiError, apiErrorText } from '@/lib/quiz/api-error';
import { formatNumber } from '@/lib/quiz/format';
import { useGetQuestionIdsQuery, useGetQuestionQuery, useStepQuestionMutation } from '../api';
import { AnswerCheckPanel } from '../components/answer-check-panel';
import { LiveAnnouncements } from '../components/live-announcements';
import { QuestionMap } from '../components/question-map';
import { ReviewDialog } from '../components/review-dialog';
import { SaveStatus } from '../components/save-status';
import { PartTimer } from '../components/part-timer';
import { PreviewBar } from '../components/preview-bar';
import { TimerBadge } from '../components/timer-badge';
import { allowLeaving, useLeaveGuard } from '../leave-guard';
import { useAnswerSync } from '../use-answer-sync';
import { useCountdown } from '../use-countdown';
import { useEndTrial } from '../use-end-trial';
import { useFurthestQuestion } from '../use-furthest-question';
import { useImmediateCheck } from '../use-immediate-check';
import { useLiveChannel } from '../use-live-channel';
import { useTrialEvents } from '../use-trial-events';

const isTrialOver = (code?: string) => code === 'trial_time_over' || code === 'trial_completed';

/** The quiz's access rules refused this request (#32): the server's message says what to do, Retry tries again after. */
const ACCESS_REFUSALS = new Set(['seb_required', 'ip_not_allowed', 'device_mismatch', 'device_required']);

export default function PlayPage() {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [reviewing, setReviewing] = useState(false);
  const modalOpen = useAppSelector(selectActiveModal) !== null || reviewing;
  const { quizId = '', trialId = '', questionId = '' } = useParams();
  const question = useGetQuestionQuery({ trialId, questionId });
  const ids = useGetQuestionIdsQuery({ quizId, trialId });
  const [step, { isLoading: stepping }] = useStepQuestionMutation();
  // The question of this URL only: RTK Query's `data` keeps the previous question while the next one loads, and a
  // digit pressed in that moment (or a click on the stale options) answered the question the student had left.
  const data = question.currentData;

  useLeaveGuard(`/quizzes/${quizId}/trials/${trialId}/play/`, data?.remaining_seconds != null);
  useEffect(() => rememberTrial(trialId, quizId), [trialId, quizId]);
  useTrialEvents(trialId);
  // The modals' and the ordering answer's code load on first use; fetch them now, so leaving, time running out and
  // an ordering question further on still work offline. The ordering answer (drag and drop) waits until the
  // question has been drawn: fetched with it, it delayed the question's first paint on a phone.
  useEffect(() => void import('@/app/shell/modal-host'), []);
  const shown = data !== undefined;
  useEffect(() => {
    if (shown) void whenIdle().then(loadOrderingAnswer);
  }, [shown]);

  /** The server already ended this trial: its result is the only place left to go. */
  const toResults = useCallback(() => {
    localStorage.removeItem(trialId);
    allowLeaving();
    navigate(paths.results(quizId, trialId), { replace: true });
  }, [navigate, quizId, trialId]);
  const expire = useCallback(() => dispatch(openModal('expire-time-modal', { quizId, trialId })), [dispatch, quizId, trialId]);
  const onTrialOver = useCallback((code: string) => (code === 'trial_time_over' ? expire() : toResults()), [expire, toResults]);

  const { choices, choose, state, settle } = useAnswerSync({ quizId, trialId, onTrialOver });
  const practice = useImmediateCheck({ quizId, trialId, onTrialOver, onLocked: () => void question.refetch() });
  // A practice quiz's answers wait for "Check answer" (see useImmediateCheck); the others are saved as they change.
  const immediate = data?.immediate_feedback === true;
  const locked = data?.is_locked === true;
  const pick = immediate ? practice.choose : choose;
  const [flagged, setFlagged] = useState(() => new Set(flaggedQuestions(trialId)));
  // A timed section or question that closed while shown (one shown already closed says so itself).
  const [closedId, setClosedId] = useState<number>();
  const { endTrial, phase } = useEndTrial({ quizId, trialId }, () => setReviewing(false));
  const snapshot = useMemo(
    () =>
      data && data.remaining_seconds !== null && question.fulfilledTimeStamp
        ? { remainingSeconds: data.remaining_seconds, receivedAt: question.fulfilledTimeStamp }
        : null,
    [data, question.fulfilledTimeStamp],
  );
  const { remaining, mark } = useCountdown(snapshot, expire);
  const live = useLiveChannel({ trialId, enabled: shown, remaining, resync: () => void question.refetch(), onEnded: toResults });

  const questionError = apiError(question.error).body.error_code;
  useEffect(() => {
    if (isTrialOver(questionError)) toResults();
  }, [questionError, toResults]);

  const forwardOnly = data?.navigation === 'forward_only' || questionError === 'forward_only';
  useFurthestQuestion({ quizId, trialId, ids: forwardOnly ? ids.data : undefined, shown: data && !questionError ? data.order : 0 });

  const body = data ? ((immediate ? practice.drafts[data.id] : choices[data.id]) ?? savedAnswer(data)) : null;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const partClosed = data?.part_timer?.remaining_seconds === 0 || closedId === data?.id;
      if (modalOpen || !data || !body || locked || partClosed || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input:not([type=radio], [type=checkbox]), textarea, select')) return;
      const answer = /^[1-9]$/.test(event.key) ? data.answers[Number(event.key) - 1] : undefined;
      if (!answer) return;
      if (usesChoiceId(data.type)) pick(data.id, choiceBody(answer.id));
      else if (data.type === 'multiple_response') pick(data.id, toggleOption(body, answer.id, data.answers));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const finish = () => setReviewing(true);
  const leave = () => dispatch(openModal('leave-quiz', { quizId, trialId }));
  const go = async (direction: 'next' | 'previous') => {
    if (!data) return;
    // Forward-only: this question closes once the next is shown, so its answer must be saved first.
    if (forwardOnly && !(await settle())) return;
    try {
      const target = await step({ trialId, questionId: data.id, direction }).unwrap();
      // Forward-only: the question left behind leaves the history too, so the browser's Back cannot reopen it.
      navigate(paths.play(quizId, trialId, target.id), { replace: forwardOnly });
    } catch (failure) {
      const code = apiError(failure).body.error_code;
      if (code === 'no_next_question') finish();
      else if (code === 'trial_time_over') expire();
      else if (isTrialOver(code)) toResults();
    }
  };

  if (question.isError && !isTrialOver(questionError) && questionError !== 'forward_only') {
    return (
      <Card className="p-6 text-center">
        <p role="alert" className="mb-4 text-fg">
          {(questionError && ACCESS_REFUSALS.has(questionError) && apiErrorText(question.error)) || t('common:status.genericError')}
        </p>
        <Button onClick={() => void question.refetch()}>{t('common:actions.retry')}</Button>
      </Card>
    );
  }
  if (!data) return <Skeleton className="h-96 w-full rounded-2xl" />;

  const last = data.order >= data.total;
  const closed = data.part_timer?.remaining_seconds === 0 || closedId === data.id;
  // The server closed the part: its answers can't change, so the player moves on (past a closed section's other questions too).
  const onPartClosed = () => {
    setClosedId(data.id);
    if (!last) void go('next');
  };
  const answered = (id: number, submitted: boolean) => {
    const queued = choices[id];
    return queued ? answersQuestion(queued) : submitted;
  };
  const isFlagged = flagged.has(data.id);
  const announcement = (check: NonNullable<typeof data.feedback>) =>
    check.correct === 'pending'
      ? t('check.announcePending')
      : t('check.announce', {
          outcome: t(`check.${check.correct}`),
          mark: formatNumber(check.mark, lang, 2),
          max: formatNumber(check.max_mark, lang, 2),
        });
  const open = (id: number) => navigate(paths.play(quizId, trialId, id));
  // Chosen by the reading direction rather than flipped by a CSS transform, so no engine can draw them backwards.
  const [BackIcon, ForwardIcon] = lang === 'ar' ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];

  return (
    <div className="flex flex-col gap-5">
      {data.preview && <PreviewBar quizId={quizId} />}
      <LiveAnnouncements items={live.announcements} onDismiss={live.dismiss} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-fg-muted">
          {t('question.progress', { order: formatNumber(data.order, lang), total: formatNumber(data.total, lang) })}
        </p>
        <div className="flex items-center gap-3">
          <SaveStatus state={state} />
          {data.part_timer && question.fulfilledTimeStamp && (
            <PartTimer key={data.id} timer={data.part_timer} receivedAt={question.fulfilledTimeStamp} onClosed={onPartClosed} />
          )}
          {remaining !== null && <TimerBadge remaining={remaining} mark={mark} />}
        </div>
      </div>
      <div
        aria-hidden
        className="h-1.5 overflow-hidden rounded-full bg-surface-muted"
        style={{ ['--done' as string]: `${(data.order / data.total) * 100}%` }}
      >
        <div className="h-full w-(--done) rounded-full bg-primary transition-[width]" />
      </div>

      <div data-passage={data.passage ? '' : undefined} className={data.passage ? 'grid items-start gap-4 lg:grid-cols-2' : 'contents'}>
        {data.passage && (
          // A reading text shared by the section's questions: beside the question on a wide screen, above it on a
          // phone; it scrolls on its own (and takes the keyboard focus to do so) so the question stays in view.
          <section
            aria-labelledby="passage-title"
            tabIndex={0}
            className="max-h-[40vh] overflow-y-auto rounded-xl border border-border bg-surface p-5 focus-visible:outline-2 focus-visible:outline-primary lg:sticky lg:top-4 lg:max-h-[75vh]"
          >
            <h2 id="passage-title" className="mb-2 text-sm font-semibold text-primary">
              {t('question.passage')}
            </h2>
            <RichText className="leading-loose text-fg" html={data.passage} />
          </section>
        )}
        <Card className="flex flex-col gap-5 p-5 sm:p-6">
          {data.section_title && <p className="-mb-3 text-sm font-semibold text-primary">{data.section_title}</p>}
          <div className="flex items-start justify-between gap-3">
            <RichText as="h1" id="question-text" className="text-lg leading-relaxed font-bold text-fg sm:text-xl" html={data.text} />
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={isFlagged}
              className={isFlagged ? 'bg-primary-soft text-primary-soft-fg' : undefined}
              onClick={() => setFlagged(new Set(toggleFlag(trialId, quizId, data.id)))}
            >
              <Flag aria-hidden className={isFlagged ? 'size-4 fill-current' : 'size-4'} />
              {t('flag.label')}
            </Button>
          </div>
          {data.image && <img src={data.image} alt="" className="max-h-72 w-full rounded-xl object-contain" />}
          {/* A checked answer is locked: the native disabled fieldset turns off every control inside it. */}
          <fieldset
            disabled={locked || closed}
            aria-describedby={locked ? 'answer-locked' : closed ? 'part-closed' : undefined}
            className="m-0 min-w-0 border-0 p-0"
          >
            {body && (
              <QuestionAnswer
                question={data}
                body={body}
                labelledBy="question-text"
                trialId={trialId}
                onAnswer={(answer) => locked || pick(data.id, answer)}
              />
            )}
          </fieldset>
          {immediate && !locked && (
            <div className="flex flex-col items-start gap-2">
              <Button variant="secondary" loading={practice.checking} onClick={() => void practice.check(data.id)}>
                <SearchCheck aria-hidden className="size-4" />
                {t('check.submit')}
              </Button>
              {practice.error?.questionId === data.id && (
                <p role="alert" className="text-sm font-medium text-danger">
                  {practice.error.text}
                </p>
              )}
            </div>
          )}
          {locked && (
            <p id="answer-locked" className="flex items-center gap-2 text-sm text-fg-muted">
              <Lock aria-hidden className="size-4 shrink-0" />
              {t('check.locked')}
            </p>
          )}
          {closed && data.part_timer && (
            <p id="part-closed" role="status" className="flex items-center gap-2 text-sm font-medium text-fg-muted">
              <Lock aria-hidden className="size-4 shrink-0" />
              {t(`timer.closed.${data.part_timer.scope}`)}
            </p>
          )}
          {data.feedback && <AnswerCheckPanel check={data.feedback} />}
          {immediate && (
            <p role="status" className="sr-only">
              {practice.announced === data.id && data.feedback ? announcement(data.feedback) : ''}
            </p>
          )}
          {!locked && data.answers.length > 0 && (
            <p className="text-xs text-fg-muted">
              {t(data.type === 'multiple_response' ? 'question.keyboardHintMultiple' : 'question.keyboardHint', {
                from: 1,
                to: Math.min(9, data.answers.length),
              })}
            </p>
          )}
        </Card>
      </div>

      <div className="flex items-center justify-between gap-3">
        {!forwardOnly && data.order > 1 ? (
          <Button variant="secondary" disabled={stepping} onClick={() => void go('previous')}>
            <BackIcon aria-hidden className="size-4" />
            {t('nav.previous')}
          </Button>
        ) : (
          <span />
        )}
        {last ? (
          <Button onClick={finish}>
            <ClipboardCheck aria-hidden className="size-4" />
            {t('nav.finish')}
          </Button>
        ) : (
          <Button loading={stepping} onClick={() => void go('next')}>
            {t('nav.next')}
            <ForwardIcon aria-hidden className="size-4" />
          </Button>
        )}
      </div>

      <Card className="flex flex-col gap-4 p-5">
        {ids.data && (
          <QuestionMap ids={ids.data} currentId={data.id} answered={answered} flagged={flagged} onJump={forwardOnly ? undefined : open} />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {!last && (
            <Button variant="secondary" onClick={finish}>
              <ClipboardCheck aria-hidden className="size-4" />
              {t('nav.end')}
            </Button>
          )}
          <Button variant="ghost" className="text-danger!" onClick={leave}>
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('nav.leave')}
          </Button>
        </div>
      </Card>

      {reviewing && ids.data && (
        <ReviewDialog
          ids={ids.data}
          isAnswered={answered}
          flagged={flagged}
          // Forward-only: only the current question is still open.
          canOpen={(id) => !forwardOnly || id === data.id}
          onOpen={(id) => {
            setReviewing(false);
            if (id !== data.id) open(id);
          }}
          onSubmit={() => void endTrial()}
          phase={phase}
          onClose={() => setReviewing(false)}
        />
      )}
    </div>
  );
}
