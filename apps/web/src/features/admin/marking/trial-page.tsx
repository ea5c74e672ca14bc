import type { AdminTrialDetail, AdminTrialQuestion } from '@mizan/contract/admin/marking';
import { isHumanMarked } from '@mizan/contract/question-types';
import { ArrowRight, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Fact, Facts } from '@/components/ui/facts';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useGetAdminTrialQuery } from './api';
import { MarkerInfo, StudentAnswer, textIn } from './answer-view';
import { EvidenceCard } from '../integrity/evidence-card';
import { AttemptActions } from './attempt-actions';
import { MarkForm } from './mark-form';
import { agreementDue, SecondMarks } from './second-marks';
import { MarkingStateBadge } from './marking-state-badge';
import { PassedText, ScoreText, TrialStatusText } from './trial-text';

/** One attempt as its student's review: every question, the answer, the machine's and a person's marks; mark here. */
export default function TrialPage() {
  const { t } = useTranslation('admin');
  const trialId = useParams().trialId ?? '';
  const { data: trial, isError, refetch } = useGetAdminTrialQuery(trialId, { skip: !trialId });

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {trial && (
        <Link
          to={paths.adminQuizTrials(trial.quiz.id)}
          className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline"
        >
          <ArrowRight aria-hidden className="size-4 ltr:-scale-x-100" />
          {t('marking.backToTrials')}
        </Link>
      )}
      {trial ? (
        <>
          <Header trial={trial} />
          <AttemptActions trial={trial} />
          {!trial.preview && <EvidenceCard trialId={trial.id} />}
          <ol className="flex flex-col gap-4" aria-label={t('marking.questions')}>
            {trial.questions.map((q) => (
              <li key={q.id}>
                <QuestionCard trial={trial} question={q} />
              </li>
            ))}
          </ol>
        </>
      ) : isError || !trialId ? (
        <EmptyState
          icon={SearchX}
          title={t('marking.trialNotFound')}
          action={
            <button type="button" className="text-sm text-primary hover:underline" onClick={() => void refetch()}>
              {t('actions.retry')}
            </button>
          }
        />
      ) : (
        <Skeleton className="h-64" />
      )}
    </div>
  );
}

function Header({ trial }: { trial: AdminTrialDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <>
      <PageHeader
        title={trial.preview ? t('marking.previewTitle') : trial.student.name || trial.student.email}
        description={trial.quiz.title}
      />
      <Card className="p-5">
        <Facts>
          <Fact label={t('marking.email')}>
            <span dir="ltr">{trial.student.email}</span>
          </Fact>
          <Fact label={t('marking.status')}>
            <TrialStatusText status={trial.status} />
          </Fact>
          <Fact label={t('marking.score')} emphasis>
            <ScoreText trial={trial} />
          </Fact>
          <Fact label={t('marking.markingState')}>
            <MarkingStateBadge state={trial.marking} />
          </Fact>
          <Fact label={t('marking.passed')}>
            <PassedText passed={trial.passed} />
          </Fact>
          <Fact label={t('marking.version')}>{trial.version === null ? t('marking.none') : formatNumber(trial.version, lang)}</Fact>
          <Fact label={t('marking.startedAt')}>{formatDate(trial.started_at, lang)}</Fact>
          <Fact label={t('marking.completedAt')}>{trial.completed_at ? formatDate(trial.completed_at, lang) : t('marking.none')}</Fact>
          {trial.status === 'in_progress' && trial.deadline && (
            <Fact label={t('marking.deadline')}>{formatDate(trial.deadline, lang)}</Fact>
          )}
        </Facts>
      </Card>
    </>
  );
}

function QuestionCard({ trial, question }: { trial: AdminTrialDetail; question: AdminTrialQuestion }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const human = isHumanMarked(question.type);
  const num = (n: number | null) => (n === null ? t('marking.none') : formatNumber(n, lang, 2));
  const headingId = `question-${question.id}`;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-fg">
          {t('marking.questionN', { n: formatNumber(question.position, lang) })}
          {question.name && <span className="ms-2 text-sm font-normal text-fg-muted">{question.name}</span>}
        </h2>
        <span className="text-xs text-fg-muted">{t(`bank.types.name.${question.type}`)}</span>
      </div>
      <div dir="auto">
        <RichText html={textIn(question.text, lang)} className="text-fg" />
      </div>
      <MarkerInfo info={question.marker_info} />
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-fg-muted">{t('marking.answer')}</h3>
        <StudentAnswer question={question} trialId={trial.id} />
      </section>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-surface-muted/60 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-fg-muted">{t('marking.maxMark')}</dt>
          <dd className="font-medium">{num(question.max_mark)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t('marking.autoMark')}</dt>
          <dd className="font-medium">{human ? t('marking.byPerson') : num(question.auto_mark)}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t('marking.personMark')}</dt>
          <dd className="font-medium">{question.mark ? num(question.mark.points) : t('marking.none')}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-muted">{t('marking.finalMark')}</dt>
          <dd className="font-bold">{question.final_mark === null ? t('marking.awaiting') : num(question.final_mark)}</dd>
        </div>
      </dl>
      {question.mark && (
        <div className="flex flex-col gap-1 text-sm">
          {question.mark.comment && (
            <p>
              <span className="font-semibold">{t('marking.comment')}: </span>
              <span dir="auto" className="whitespace-pre-wrap">
                {question.mark.comment}
              </span>
            </p>
          )}
          {question.mark.reason && (
            <p>
              <span className="font-semibold">{t('marking.reason')}: </span>
              <span dir="auto" className="whitespace-pre-wrap">
                {question.mark.reason}
              </span>
            </p>
          )}
          <p className="text-xs text-fg-muted">
            {t('marking.markedBy', { marker: question.mark.marker ?? t('marking.none'), when: formatDate(question.mark.marked_at, lang) })}
          </p>
        </div>
      )}
      {question.second_marking && <SecondMarks marking={question.second_marking} />}
      {trial.status === 'completed' &&
        (human ? (
          <section className="flex flex-col gap-2 rounded-xl border border-border p-3">
            <h3 className="text-sm font-semibold text-fg">{t('marking.markThis')}</h3>
            <MarkForm
              trialId={trial.id}
              question={question.id}
              maxMark={question.max_mark}
              override={false}
              agreement={agreementDue(question.second_marking)}
              mark={question.second_marking ? null : question.mark}
              rubric={question.rubric}
            />
          </section>
        ) : (
          <details className="rounded-xl border border-border p-3">
            <summary className="cursor-pointer text-sm font-semibold text-primary">{t('marking.overrideThis')}</summary>
            <MarkForm
              className="mt-3"
              trialId={trial.id}
              question={question.id}
              maxMark={question.max_mark}
              override
              mark={question.mark}
            />
          </details>
        ))}
    </Card>
  );
}
