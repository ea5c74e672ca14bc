import type { IntegrityVerdictRequest, TrialIntegrity } from '@mizan/contract/admin/integrity';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { currentLanguage } from '@/lib/language';
import { apiErrorText } from '@/lib/quiz/api-error';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { CheckField } from '../form/check-field';
import { useDecideIntegrityMutation, useGetTrialIntegrityQuery } from './api';
import { SummaryText, useAwayText } from './evidence-text';
import { VerdictBadge } from './verdict-badge';

/**
 * One attempt's evidence (#32) on its page: the summary, every event in order with the server's time, address and
 * device, and a person's verdict. Nothing is decided automatically; voiding needs a confirmed breach and a reason.
 */
export function EvidenceCard({ trialId }: { trialId: string }) {
  const { t } = useTranslation('admin');
  const { data } = useGetTrialIntegrityQuery(trialId);
  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-labelledby="evidence-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="evidence-title" className="text-lg font-bold text-fg">
          {t('integrity.cardTitle')}
        </h2>
        {data && <VerdictBadge row={data} />}
      </div>
      {!data ? (
        <Skeleton className="h-24" />
      ) : (
        <>
          <p className="text-sm text-fg">
            <SummaryText summary={data.summary} />
          </p>
          {data.events.length > 0 && <EventList events={data.events} />}
          <VerdictForm integrity={data} />
        </>
      )}
    </Card>
  );
}

function EventList({ events }: { events: TrialIntegrity['events'] }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const away = useAwayText();
  return (
    <details className="rounded-xl border border-border p-3 text-sm">
      <summary className="cursor-pointer font-semibold">
        {t('integrity.events', { count: events.length, n: formatNumber(events.length, lang) })}
      </summary>
      <ol className="mt-2 flex flex-col divide-y divide-border">
        {events.map((e, i) => (
          <li key={i} className="flex flex-wrap items-baseline gap-x-3 py-1.5">
            {/* When it happened on the student's device; the server's own time of receipt on hover and for the record. */}
            <time
              dateTime={e.client_at}
              title={t('integrity.receivedAt', { date: formatDate(e.received_at, lang) })}
              className="text-xs text-fg-muted"
            >
              {formatDate(e.client_at, lang)}
            </time>
            <span className="font-medium">{t(`integrity.kinds.${e.kind}`)}</span>
            {e.away_ms !== null && <span>{away(Math.round(e.away_ms / 1000))}</span>}
            {e.chars !== null && <span>{t('integrity.chars', { count: e.chars, n: formatNumber(e.chars, lang) })}</span>}
            <span className="text-xs text-fg-muted" dir="ltr">
              {e.ip}
              {e.device && ` · ${e.device}`}
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}

function VerdictForm({ integrity }: { integrity: TrialIntegrity }) {
  const { t } = useTranslation('admin');
  const [verdict, setVerdict] = useState<IntegrityVerdictRequest['verdict']>(integrity.verdict ?? 'cleared');
  const [reason, setReason] = useState(integrity.reason);
  const [voidResult, setVoidResult] = useState(integrity.voided);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState('');
  const [decide, { isLoading }] = useDecideIntegrityMutation();

  const submit = async () => {
    setProblem('');
    setStatus('');
    if (verdict === 'confirmed' && !reason.trim()) {
      setProblem(t('integrity.reasonRequired'));
      return;
    }
    try {
      await decide({
        trialId: integrity.trial,
        body: { verdict, reason: reason.trim(), void_result: verdict === 'confirmed' && voidResult },
      }).unwrap();
      setStatus(t('integrity.saved'));
    } catch (failure) {
      setProblem(apiErrorText(failure) ?? t('integrity.saveFailed'));
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormAlert message={problem} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">{t('integrity.decide')}</legend>
        {(['cleared', 'confirmed'] as const).map((v) => (
          <CheckField
            key={v}
            type="radio"
            name="verdict"
            label={t(`integrity.verdicts.${v}`)}
            hint={t(`integrity.verdictHints.${v}`)}
            checked={verdict === v}
            onChange={() => setVerdict(v)}
          />
        ))}
      </fieldset>
      <TextArea
        label={t('integrity.reason')}
        hint={t('integrity.reasonHint')}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {verdict === 'confirmed' && (
        <CheckField
          label={t('integrity.voidResult')}
          hint={t('integrity.voidHint')}
          checked={voidResult}
          onChange={(e) => setVoidResult(e.target.checked)}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={isLoading} variant={verdict === 'confirmed' && voidResult ? 'danger' : 'primary'}>
          <ShieldCheck aria-hidden className="size-4" />
          {t('integrity.save')}
        </Button>
        <p className="text-sm text-fg-muted" role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </form>
  );
}
