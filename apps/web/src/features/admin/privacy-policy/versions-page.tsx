import type { AdminPolicyVersionSummary, PolicyVersionState } from '@mizan/contract/admin/privacy-policy';
import { Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { paths } from '@/lib/paths';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { useDeletePolicyVersionMutation, useGetPolicyVersionsQuery } from './api';

const TONES: Record<PolicyVersionState, string> = {
  current: 'bg-primary-soft text-primary-soft-fg',
  scheduled: 'border border-border text-fg',
  past: 'bg-surface-muted text-fg-muted',
};

export function PolicyStateBadge({ state }: { state: PolicyVersionState }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[state])}>
      {t(`privacy.state.${state}`)}
    </span>
  );
}

/** The privacy policy's versions, newest first: the one students read now, those scheduled, and the history. */
export default function PolicyVersionsPage() {
  const { t } = useTranslation('admin');
  const { data: versions } = useGetPolicyVersionsQuery();
  const [withdrawing, setWithdrawing] = useState<AdminPolicyVersionSummary | null>(null);
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title={t('privacy.title')}
        description={t('privacy.description')}
        actions={
          <Link to={paths.adminPrivacyPolicyVersion('new')} className={buttonClass()}>
            <Plus aria-hidden className="size-4" />
            {t('privacy.new')}
          </Link>
        }
      />
      {!versions ? (
        <Skeleton className="h-40" />
      ) : versions.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t('privacy.empty')} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('privacy.versions')}>
          {versions.map((version) => (
            <VersionCard key={version.id} version={version} onWithdraw={() => setWithdrawing(version)} />
          ))}
        </ul>
      )}
      {withdrawing && <WithdrawDialog version={withdrawing} onClose={() => setWithdrawing(null)} />}
    </div>
  );
}

function VersionCard({ version, onWithdraw }: { version: AdminPolicyVersionSummary; onWithdraw: () => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const title = t('privacy.effectiveFrom', { date: formatDate(version.effective_at, lang) });
  return (
    <li>
      <Card className={cn('flex flex-wrap items-center gap-4 p-4', version.state === 'current' && 'border-primary')}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold">
            {title}
            <PolicyStateBadge state={version.state} />
          </h2>
          <p className="text-sm text-fg-muted">
            {[
              t('privacy.sectionsCount', { count: version.sections_count, n: formatNumber(version.sections_count, lang) }),
              version.created_by ? t('privacy.by', { name: version.created_by }) : t('privacy.bySystem'),
            ].join(' · ')}
          </p>
        </div>
        <Link
          to={paths.adminPrivacyPolicyVersion(version.id)}
          className={buttonClass('secondary', 'sm')}
          aria-label={`${t(version.state === 'scheduled' ? 'privacy.edit' : 'privacy.view')}: ${title}`}
        >
          {t(version.state === 'scheduled' ? 'privacy.edit' : 'privacy.view')}
        </Link>
        {version.state === 'scheduled' && (
          <Button size="sm" variant="ghost" onClick={onWithdraw} aria-label={`${t('privacy.withdraw')}: ${title}`}>
            {t('privacy.withdraw')}
          </Button>
        )}
      </Card>
    </li>
  );
}

function WithdrawDialog({ version, onClose }: { version: AdminPolicyVersionSummary; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeletePolicyVersionMutation();
  const confirm = () =>
    remove(version.id)
      .unwrap()
      .then(
        () => dispatch(noticeShown({ tone: 'info', text: t('privacy.withdrawn'), messageKey: 'status.genericError' })),
        (failure: unknown) => dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' })),
      )
      .finally(onClose);
  return (
    <ConfirmDialog
      open
      danger
      busy={isLoading}
      title={t('privacy.withdrawTitle', { date: formatDate(version.effective_at, currentLanguage()) })}
      description={t('privacy.withdrawDescription')}
      confirmLabel={t('privacy.withdraw')}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
