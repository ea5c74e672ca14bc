import { ADMIN_USER_ROLES, type AdminUserDetail, type UpdateAdminUserRequest } from '@mizan/contract/admin/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Fact, Facts } from '@/components/ui/facts';
import { ModalShell } from '@/components/ui/modal-shell';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppDispatch } from '@/lib/hooks';
import { currentLanguage } from '@/lib/language';
import { noticeShown } from '@/lib/notices/notice-slice';
import { formatDate, formatNumber } from '@/lib/quiz/format';
import { useSession } from '@/lib/session/use-session';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { errorText } from '../shell/error-text';
import { useGetUserQuery, useResendVerificationMutation, useSendInvitationMutation, useUpdateUserMutation } from './api';
import { AccommodationsSection } from './accommodations-section';
import { UserActivity } from './user-activity';
import { UserStatusBadge } from './user-status-badge';

/** One account: its facts and latest activity, the role, (re)activation and a fresh verification code or invitation. */
export function UserDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { data: person } = useGetUserQuery(id);
  return (
    <ModalShell open onClose={onClose} title={person?.fullname ?? t('users.loading')} className="sm:max-w-2xl">
      {person ? <UserDetail person={person} /> : <Skeleton className="h-48" />}
    </ModalShell>
  );
}

function UserDetail({ person }: { person: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const dispatch = useAppDispatch();
  const { user: me } = useSession();
  const [update, { isLoading: updating }] = useUpdateUserMutation();
  const [resend, { isLoading: resending }] = useResendVerificationMutation();
  const [invite, { isLoading: inviting }] = useSendInvitationMutation();
  const [role, setRole] = useState(person.role);
  const [confirming, setConfirming] = useState<'deactivate' | 'role' | null>(null);
  const notify = (text: string | undefined, tone: 'info' | 'error' = 'info') =>
    dispatch(noticeShown({ tone, text, messageKey: 'status.genericError' }));
  const self = me?.id === person.id;
  const deactivated = person.status === 'deactivated';

  const change = async (body: UpdateAdminUserRequest, done: string) => {
    try {
      await update({ id: person.id, body }).unwrap();
      notify(done);
    } catch (failure) {
      notify(errorText(failure), 'error');
    }
    setConfirming(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <Facts>
        <Fact label={t('users.email')}>
          <bdi dir="ltr">{person.email}</bdi>
        </Fact>
        <Fact label={t('users.statusLabel')}>
          <UserStatusBadge status={person.status} />
        </Fact>
        <Fact label={t('users.phone')}>{person.phone ? <bdi dir="ltr">{person.phone}</bdi> : '—'}</Fact>
        <Fact label={t('users.joined')}>{formatDate(person.date_joined, lang)}</Fact>
        <Fact label={t('users.trials')}>{formatNumber(person.trials_count, lang)}</Fact>
        {person.deactivated_at && <Fact label={t('users.deactivatedAt')}>{formatDate(person.deactivated_at, lang)}</Fact>}
      </Facts>

      {self ? (
        <p className="rounded-xl bg-surface-muted p-3 text-sm text-fg-muted">{t('users.selfHint')}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-48">
            <Select
              label={t('users.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as typeof role)}
              options={ADMIN_USER_ROLES.map((r) => ({ value: r, label: t(`users.roles.${r}`) }))}
            />
          </div>
          <Button variant="secondary" disabled={role === person.role} onClick={() => setConfirming('role')}>
            {t('users.changeRole')}
          </Button>
          {deactivated ? (
            <Button loading={updating} onClick={() => change({ status: 'active' }, t('users.reactivated'))}>
              {t('users.reactivate')}
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setConfirming('deactivate')}>
              {t('users.deactivate')}
            </Button>
          )}
          {person.invited && !deactivated && (
            <Button
              variant="secondary"
              loading={inviting}
              onClick={() =>
                invite(person.id)
                  .unwrap()
                  .then(
                    (r) => notify(r.detail),
                    (failure: unknown) => notify(errorText(failure), 'error'),
                  )
              }
            >
              {t('users.sendInvitation')}
            </Button>
          )}
          {person.status === 'unverified' && !person.invited && (
            <Button
              variant="secondary"
              loading={resending}
              onClick={() =>
                resend(person.id)
                  .unwrap()
                  .then(
                    (r) => notify(r.detail),
                    (failure: unknown) => notify(errorText(failure), 'error'),
                  )
              }
            >
              {t('users.resendVerification')}
            </Button>
          )}
        </div>
      )}

      <AccommodationsSection person={person} />
      <UserActivity person={person} />

      <ConfirmDialog
        open={confirming === 'deactivate'}
        danger
        busy={updating}
        title={t('users.deactivateTitle', { name: person.fullname })}
        description={t('users.deactivateDescription')}
        confirmLabel={t('users.deactivate')}
        onConfirm={() => change({ status: 'deactivated' }, t('users.deactivated'))}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'role'}
        busy={updating}
        title={t('users.roleTitle', { name: person.fullname, role: t(`users.roles.${role}`) })}
        description={t('users.roleDescription')}
        confirmLabel={t('users.changeRole')}
        onConfirm={() => change({ role }, t('users.roleChanged'))}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
