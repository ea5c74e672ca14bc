import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { Password } from '@mizan/contract/auth';
import type { InvitationResponse } from '@mizan/contract/invitations';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { readServerError } from '@/lib/forms/server-errors';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { paths } from '@/lib/paths';
import { useAcceptInvitationMutation, useInvitationQuery } from '../api';
import { AuthCard } from '../components/auth-card';
import { FormSkeleton } from '../components/form-skeleton';
import { NewPasswordInput } from '../components/new-password-input';
import { TextLink } from '../components/text-link';
import { useSignIn } from '../use-signed-in';

const ChoosePassword = z.object({ password: Password, confirm: z.string() }).refine((v) => v.confirm === v.password, {
  message: 'auth:password.mismatch',
  path: ['confirm'],
});

/**
 * The link an invited student (a roster import, an account an admin created) opens from the e-mail: they choose
 * their first password and land signed in. Open to anyone holding the link, signed in or not (a shared lab computer).
 */
export default function InvitationPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const token = useParams().token ?? '';
  const { data, error, isLoading } = useInvitationQuery(token);
  // A link used or expired between opening the page and submitting it.
  const [refused, setRefused] = useState<string | null>(null);

  if (isLoading) {
    return (
      <AuthCard title={t('invitation.title')}>
        <FormSkeleton fields={3} />
      </AuthCard>
    );
  }
  if (refused !== null || error || !data) {
    return <InvitationRefused message={refused ?? readServerError(error, []).detail ?? t('invitation.unavailable')} />;
  }
  return <ChoosePasswordForm token={token} invitation={data} onRefused={setRefused} />;
}

function ChoosePasswordForm({
  token,
  invitation,
  onRefused,
}: {
  token: string;
  invitation: InvitationResponse;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const text = useFormText();
  const signIn = useSignIn();
  const [accept] = useAcceptInvitationMutation();
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodForm(ChoosePassword),
    defaultValues: { password: '', confirm: '' },
  });
  const { alert, setAlert, report } = useServerErrors(setError, ['password']);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setAlert(null);
    try {
      await signIn(() => accept({ token, password }).unwrap());
    } catch (failure) {
      const problem = report(failure);
      if (problem.status === 404 || problem.status === 410) onRefused(problem.detail ?? t('invitation.unavailable'));
    }
  });

  return (
    <AuthCard
      title={t('invitation.welcome', { name: invitation.fullname })}
      description={t('invitation.description')}
      footer={<TextLink to={paths.login}>{t('invitation.haveAccount')}</TextLink>}
    >
      <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
        {/* Read-only, and named as the username, so a password manager saves the new password under the right address. */}
        <Input label={t('fields.email')} type="email" dir="ltr" autoComplete="username" readOnly value={invitation.email} />
        <NewPasswordInput
          label={t('fields.password')}
          error={text(errors.password)}
          strengthOf={watch('password')}
          autoFocus
          {...register('password')}
        />
        <NewPasswordInput label={t('fields.confirmPassword')} error={text(errors.confirm)} {...register('confirm')} />
        <FormAlert message={alert} />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('invitation.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Used, expired or unknown: what happened, and the way to a new link (only the institution can send one). */
function InvitationRefused({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('invitation.refusedTitle')}
      footer={
        <>
          <TextLink to={paths.login}>{t('invitation.signIn')}</TextLink>
          <TextLink to={paths.forgetPassword}>{t('invitation.forgotPassword')}</TextLink>
        </>
      }
    >
      <FormAlert message={message} />
      <p className="text-sm leading-relaxed text-fg-muted">{t('invitation.askInstitution')}</p>
    </AuthCard>
  );
}
