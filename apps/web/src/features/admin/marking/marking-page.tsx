import type { MarkingItem, MarkingQuery, TrialIdentity } from '@mizan/contract/admin/marking';
import { ChevronLeft, ChevronRight, CircleCheck, Eye, Inbox, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RichText } from '@/components/ui/rich-text';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useGetAdminQuizQuery } from '../quizzes/api';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { useGetMarkingQueueQuery, useRevealTrialIdentityMutation } from './api';
import { MarkerInfo, textIn, WrittenAnswer } from './answer-view';
import { MarkForm } from './mark-form';
import { agreementDue, NeedsAgreementBadge, SecondMarks } from './second-marks';
import { AnswerFilesView } from '@/components/answer-files-view';
import { BackToQuiz } from '../quizzes/back-to-quiz';

const STATES = ['pending', 'disagreement', 'marked', 'all'] as const;
type State = MarkingQuery['state'];

/** Keys typed into a field are the field's: j/k only move when focus is elsewhere. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The marking queue of one quiz: one anonymous answer at a time (a page of one), by question or all of them. Saving a
 * pending answer takes it out of the queue, so the same place then shows the next one; elsewhere Save moves on.
 */
export default function MarkingPage() {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const quizId = Number(useParams().quizId);
  const valid = Number.isInteger(quizId) && quizId > 0;
  const [params, setParams] = useSearchParams();
  const question = Number(params.get('question')) || undefined;
  const state: State = (STATES as readonly string[]).includes(params.get('state') ?? '') ? (params.get('state') as State) : 'pending';
  const position = Math.max(1, Number(params.get('at')) || 1);
  const set = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || (key === 'at' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('at' in changes)) next.delete('at');
        return next;
      },
      { replace: true },
    );

  const { data: quiz } = useGetAdminQuizQuery(quizId, { skip: !valid });
  const { data, isLoading, isFetching, isError, refetch } = useGetMarkingQueueQuery(
    { quiz: quizId, question, state, limit: 1, page: position },
    { skip: !valid },
  );
  const count = data?.count ?? 0;
  const item = data?.results[0];
  // Past the end (the last pending answer was just marked): show the last one there is.
  useEffect(() => {
    if (data && !item && count > 0 && position > count) set({ at: count });
  });

  const [status, setStatus] = useState('');
  const go = (at: number) => {
    if (at < 1 || at > count) return;
    setStatus('');
    set({ at });
  };
  const goRef = useRef(go);
  goRef.current = go;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || document.querySelector('[role="dialog"]')) return;
      if (e.key === 'j') goRef.current(position + 1);
      else if (e.key === 'k') goRef.current(position - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [position]);

  const saved = () => {
    setStatus(t('marking.saved'));
    // A pending answer (or an agreed disagreement) leaves the queue (the refetch brings the next one here); elsewhere move on.
    if (state !== 'pending' && state !== 'disagreement' && position < count) set({ at: position + 1 });
  };

  const questionOptions = [
    { value: '', label: t('marking.allQuestions') },
    ...(data?.questions ?? []).map((q) => ({
      value: String(q.id),
      label: t('marking.pendingOf', {
        name: `${t('marking.questionN', { n: formatNumber(q.position, lang) })}${q.name ? ` · ${q.name}` : ''}`,
        n: formatNumber(q.pending, lang),
      }),
    })),
  ];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <BackToQuiz quizId={quizId} />
      <PageHeader
        title={t('marking.queueTitle')}
        description={quiz?.title}
        actions={
          <Button variant="secondary" asChild>
            <Link to={paths.adminQuizTrials(quizId)}>{t('marking.attempts')}</Link>
          </Button>
        }
      />
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_12rem]">
        <Select
          label={t('marking.question')}
          value={question ? String(question) : ''}
          onChange={(e) => set({ question: e.target.value })}
          options={questionOptions}
        />
        <Select
          label={t('marking.show')}
          value={state}
          onChange={(e) => set({ state: e.target.value === 'pending' ? undefined : e.target.value })}
          options={STATES.map((s) => ({ value: s, label: t(`marking.queueState.${s}`) }))}
        />
      </Card>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {isLoading ? (
        <Skeleton className="h-96" />
      ) : isError || !valid ? (
        <EmptyState
          icon={SearchX}
          title={t('status.genericError', { ns: 'common' })}
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : data && data.questions.length === 0 ? (
        <Card>
          <EmptyState icon={Inbox} title={t('marking.nothingHere')} description={t('marking.noEssays')} />
        </Card>
      ) : item ? (
        <AnswerCard
          key={`${item.trial}:${item.question}`}
          item={item}
          position={position}
          count={count}
          busy={isFetching}
          status={status}
          onSaved={saved}
          onGo={go}
        />
      ) : count === 0 ? (
        <Card>
          <EmptyState
            icon={state === 'pending' ? CircleCheck : Inbox}
            title={state === 'pending' ? t('marking.nothingLeft') : t('marking.nothingHere')}
            description={state === 'pending' ? t('marking.nothingLeftHint') : undefined}
            action={
              <Button variant="secondary" asChild>
                <Link to={paths.adminQuizTrials(quizId)}>{t('marking.attempts')}</Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <Skeleton className="h-96" />
      )}
    </div>
  );
}

interface AnswerCardProps {
  item: MarkingItem;
  position: number;
  count: number;
  busy: boolean;
  status: string;
  onSaved: () => void;
  onGo: (at: number) => void;
}

function AnswerCard({ item, position, count, busy, status, onSaved, onGo }: AnswerCardProps) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" aria-busy={busy || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-fg-muted">
          {t('marking.progress', { n: formatNumber(position, lang), total: formatNumber(count, lang) })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {item.second_marking?.state === 'disagreement' && <NeedsAgreementBadge />}
          <Candidate item={item} />
        </div>
      </div>
      <section aria-labelledby="marking-question" className="flex flex-col gap-3">
        <h2 id="marking-question" className="text-lg font-bold text-fg">
          {t('marking.questionN', { n: formatNumber(item.question_position, lang) })}
          {item.question_name && <span className="ms-2 text-sm font-normal text-fg-muted">{item.question_name}</span>}
        </h2>
        <div dir="auto">
          <RichText html={textIn(item.text, lang)} className="text-lg text-fg" />
        </div>
        <MarkerInfo info={item.marker_info} />
      </section>
      <section aria-labelledby="marking-answer" className="flex flex-col gap-2">
        <h2 id="marking-answer" className="text-base font-semibold text-fg">
          {t('marking.answer')}
        </h2>
        {item.response && 'file_ids' in item.response ? (
          <AnswerFilesView trialId={item.trial} questionId={item.question} fileIds={item.response.file_ids} />
        ) : (
          <WrittenAnswer html={item.response && 'text' in item.response ? item.response.text : ''} wordCount={item.word_count} />
        )}
        {item.submitted_at && (
          <p className="text-xs text-fg-muted">{t('marking.submittedAt', { when: formatDate(item.submitted_at, lang) })}</p>
        )}
        {item.mark && (
          <p className="text-sm text-fg-muted">{t('marking.currentMark', { points: formatNumber(item.mark.points, lang, 2) })}</p>
        )}
      </section>
      {item.second_marking && <SecondMarks marking={item.second_marking} />}
      <MarkForm
        trialId={item.trial}
        question={item.question}
        maxMark={item.max_mark}
        override={false}
        agreement={agreementDue(item.second_marking)}
        mark={item.second_marking ? null : item.mark}
        rubric={item.rubric}
        submitLabel={t('marking.saveNext')}
        quiet
        onSaved={onSaved}
        extra={
          <>
            <Button variant="secondary" disabled={position <= 1} onClick={() => onGo(position - 1)} aria-keyshortcuts="K">
              <ChevronRight aria-hidden className="size-4 ltr:-scale-x-100" />
              {t('marking.previous')}
            </Button>
            <Button variant="secondary" disabled={position >= count} onClick={() => onGo(position + 1)} aria-keyshortcuts="J">
              {t('marking.next')}
              <ChevronLeft aria-hidden className="size-4 ltr:-scale-x-100" />
            </Button>
            <span aria-hidden className="text-sm text-fg-muted">
              {status}
            </span>
          </>
        }
      />
      <p className="text-xs text-fg-muted">{t('marking.shortcuts')}</p>
    </Card>
  );
}

/** The anonymous label, and the name once asked for (the server audits every look). */
function Candidate({ item }: { item: MarkingItem }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [identity, setIdentity] = useState<TrialIdentity | null>(null);
  const [reveal, { isLoading }] = useRevealTrialIdentityMutation();
  const confirm = async () => {
    try {
      setIdentity(await reveal(item.trial).unwrap());
    } catch (failure) {
      dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' }));
    }
    setAsking(false);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="rounded-md bg-surface-muted px-2 py-1 text-sm font-semibold text-fg">
        {t('marking.candidate', { label: item.candidate })}
      </span>
      {identity ? (
        <span className="text-sm text-fg" dir="auto">
          {t('marking.revealed', { name: identity.name, email: identity.email })}
        </span>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
          <Eye aria-hidden className="size-4" />
          {t('marking.reveal')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('marking.revealTitle')}
        description={t('marking.revealDescription')}
        confirmLabel={t('marking.reveal')}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
