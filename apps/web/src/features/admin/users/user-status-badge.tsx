import type { AdminUserStatus } from '@mizan/contract/admin/users';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const TONES: Record<AdminUserStatus, string> = {
  active: 'bg-primary-soft text-primary-soft-fg',
  unverified: 'bg-surface-muted text-fg-muted',
  deactivated: 'bg-danger-soft text-danger',
};

export function UserStatusBadge({ status }: { status: AdminUserStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}>
      {t(`users.status.${status}`)}
    </span>
  );
}
