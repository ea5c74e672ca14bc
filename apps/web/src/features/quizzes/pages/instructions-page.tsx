import { ChevronLeft, ChevronRight, Rocket } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { openModal } from '@/lib/modals/modal-slice';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';
import { useGetInstructionsQuery } from '../api';
import { PageError } from '../components/page-error';
import { AccommodationNote } from '../components/accommodation-note';
import { AssignmentWindowNote } from '../components/assignment-window-note';
import { RecordingNote } from '../components/recording-note';
import { QuizMeta } from '../components/quiz-meta';
import { RichText } from '@/components/ui/rich-text';

/** A step the app puts between the instructions and the start confirmation (personal information, composed in the router). */
export interface BeforeStartStep {
  quizId: string;
  onReady: () => void;
  onCancel: () => void;
}

export default function InstructionsPage({ beforeStart: BeforeStart }: { beforeStart?: ComponentType<BeforeStartStep> }) {
  const { t } = useTranslation('quizzes');
  const dispatch = useAppDispatch();
  const { quizId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, refetch } = useGetInstructionsQuery(quizId);
  const couponCode = params.get('coupon_code') || undefined;
  const skipSteps = params.get('show_instructions') === 'false';
  const steps = data?.steps ?? [];
  const step = Math.min(Math.max(0, Number(params.get('step')) || 0), Math.max(0, steps.length - 1));
  const lang = currentLanguage();

  const [gated, setGated] = useState(false);
  const timed = data?.quiz.duration_minutes != null;
  const openConfirmation = () => dispatch(openModal('start-quiz-confirmation', { quizId, couponCode, timed }));
  const confirmStart = () => (BeforeStart ? setGated(true) : openConfirmation());
  const goTo = (next: number) =>
    setParams((current) => {
      current.set('step', String(next));
      return current;
    });

  useEffect(() => {
    if (skipSteps && data) {
      if (BeforeStart) setGated(true);
      else dispatch(openModal('start-quiz-confirmation', { quizId, couponCode, timed }));
    }
  }, [skipSteps, data, dispatch, quizId, couponCode, timed, BeforeStart]);

  if (isLoading) return <Skeleton className="h-80 w-full rounded-2xl" />;
  if (isError || !data) return <PageError onRetry={() => void refetch()} />;

  if (gated && BeforeStart) {
    const onReady = () => {
      setGated(false);
      openConfirmation();
    };
    return (
      <div className="mx-auto flex max-w-2xl flex-col">
        <PageHeader title={data.quiz.title} description={t('instructions.title')} />
        <BeforeStart quizId={quizId} onReady={onReady} onCancel={() => setGated(false)} />
      </div>
    );
  }

  const current = steps[step];
  const last = step >= steps.length - 1;

  return (
    <div className="mx-auto flex max-w-2xl flex-col">
      <PageHeader title={data.quiz.title} description={t('instructions.title')} />
      <Card className="flex flex-col gap-5 p-6">
        <QuizMeta quiz={data.quiz} />
        {data.assignment && <AssignmentWindowNote window={data.assignment} />}
        {data.accommodation && <AccommodationNote accommodation={data.accommodation} />}
        <RecordingNote />
        {steps.length > 1 && (
          <ol aria-label={t('instructions.progress')} className="flex gap-1.5">
            {steps.map((s, i) => (
              <li
                key={s.id}
                aria-current={i === step ? 'step' : undefined}
                className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-primary' : 'bg-surface-muted'}`}
              >
                <span className="sr-only">
                  {t('instructions.stepOf', { step: formatNumber(i + 1, lang), total: formatNumber(steps.length, lang) })}
                </span>
              </li>
            ))}
          </ol>
        )}
        {current && (
          <section aria-live="polite" className="flex flex-col gap-2">
            <p className="text-sm font-medium text-primary-soft-fg">
              {t('instructions.stepOf', { step: formatNumber(step + 1, lang), total: formatNumber(steps.length, lang) })}
            </p>
            <h2 className="text-xl font-bold text-fg">{current.title}</h2>
            <RichText className="leading-relaxed text-fg-muted" html={current.text} />
          </section>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <Button variant="secondary" disabled={step === 0} onClick={() => goTo(step - 1)}>
            <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('instructions.previous')}
          </Button>
          {last ? (
            <Button onClick={confirmStart}>
              <Rocket aria-hidden className="size-4" />
              {t('instructions.ready')}
            </Button>
          ) : (
            <Button onClick={() => goTo(step + 1)}>
              {t('instructions.next')}
              <ChevronRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
