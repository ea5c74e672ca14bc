import { useTranslation } from 'react-i18next';
import { NumberPreferencesCard } from '@/components/number-preferences-card';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session/use-session';
import { AvatarCard } from '../components/avatar-card';
import { DetailsForm } from '../components/details-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { PurchaseHistory } from '../components/purchase-history';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="flex flex-col gap-4">
        <AvatarCard user={user} />
        <DetailsForm user={user} />
        <ChangePasswordForm />
        <NumberPreferencesCard />
        <PurchaseHistory />
      </div>
    </div>
  );
}
