import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ForgotPasswordRequest } from '@mizan/contract/auth';
import { paths } from '@/lib/paths';
import { useForgotPasswordMutation } from '../api';
import { AuthCard } from '../components/auth-card';
import { EmailStepForm } from '../components/email-step-form';
import { TextLink } from '../components/text-link';
import { useAuthLink } from '../use-auth-link';

export default function ForgetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const [forgotPassword] = useForgotPasswordMutation();

  const send = async (email: string) => {
    const { detail } = await forgotPassword({ email }).unwrap();
    await navigate(authLink(paths.resetPassword, { email }), { state: { notice: detail } });
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={<TextLink to={authLink(paths.login)}>{t('common.backToLogin')}</TextLink>}
    >
      <EmailStepForm schema={ForgotPasswordRequest} submitLabel={t('forgot.submit')} onSend={send} />
    </AuthCard>
  );
}
