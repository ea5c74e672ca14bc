import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/coming-soon';

export default function TrialCertificatePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('pages.trialCertificate')} />;
}
