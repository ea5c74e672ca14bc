import type { AdminPlan } from '@mizan/contract/admin/plans';
import { Package, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatNumber, formatPrice } from '@/lib/quiz/format';
import { errorText } from '../shell/error-text';
import { useGetAdminPlansQuery, useUpdatePlanMutation } from './api';
import { PlanDialog } from './plan-dialog';

/** What students can buy: bundles of quizzes, and the single-quiz price (a plan of one quiz). */
export default function PlansPage() {
  const { t } = useTranslation('admin');
  const { data: plans } = useGetAdminPlansQuery();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader
        title={t('plans.title')}
        description={t('plans.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('plans.new')}
          </Button>
        }
      />
      {!plans ? (
        <Skeleton className="h-40" />
      ) : plans.length === 0 ? (
        <EmptyState icon={Package} title={t('plans.empty')} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('plans.title')}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onEdit={() => setEditing(plan)} />
          ))}
        </ul>
      )}
      {editing && <PlanDialog plan={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function PlanCard({ plan, onEdit }: { plan: AdminPlan; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdatePlanMutation();
  const name = (lang === 'en' && plan.name.en) || plan.name.ar;
  const toggle = () =>
    update({ id: plan.id, body: { active: !plan.active } })
      .unwrap()
      .then(
        () =>
          dispatch(
            noticeShown({
              tone: 'info',
              text: t(plan.active ? 'plans.retired' : 'plans.restored', { name }),
              messageKey: 'status.genericError',
            }),
          ),
        (failure: unknown) => dispatch(noticeShown({ tone: 'error', text: errorText(failure), messageKey: 'status.genericError' })),
      );
  return (
    <li>
      <Card className={cn('flex flex-wrap items-center gap-4 p-4', !plan.active && 'border-dashed bg-surface-muted')}>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">
            {name}
            {!plan.active && (
              <span className="ms-2 rounded-md bg-surface-muted px-2 py-0.5 text-xs text-fg-muted">{t('plans.retiredBadge')}</span>
            )}
          </h2>
          {/* Separate items, not one sentence with dots: numbers in Arabic text would be reordered around them. */}
          <p className="flex flex-wrap gap-x-3 text-sm text-fg-muted">
            <span>{formatPrice(plan.price, lang)}</span>
            <span>{t('plans.quizCount', { count: plan.number_of_quizzes, n: formatNumber(plan.number_of_quizzes, lang) })}</span>
            {plan.quizzes && (
              <span>{t('plans.someQuizzes', { count: plan.quizzes.length, n: formatNumber(plan.quizzes.length, lang) })}</span>
            )}
            {plan.valid_days !== null && (
              <span>{t('plans.validFor', { count: plan.valid_days, n: formatNumber(plan.valid_days, lang) })}</span>
            )}
            <span>{t('plans.paymentCount', { count: plan.payments_count, n: formatNumber(plan.payments_count, lang) })}</span>
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('plans.editOf', { name })}>
            {t('actions.edit')}
          </Button>
          <Button
            size="sm"
            variant={plan.active ? 'ghost' : 'primary'}
            loading={isLoading}
            onClick={toggle}
            aria-label={t(plan.active ? 'plans.retireOf' : 'plans.restoreOf', { name })}
          >
            {t(plan.active ? 'plans.retire' : 'plans.restore')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
