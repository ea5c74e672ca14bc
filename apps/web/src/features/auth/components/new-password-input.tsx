import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '@/components/ui/password-input';
import { StrengthMeter } from './strength-meter';

type NewPasswordInputProps = Omit<ComponentProps<typeof PasswordInput>, 'showLabel' | 'hideLabel' | 'below'> & {
  /** The typed password, to rate under the field; absent for a confirmation field. */
  strengthOf?: string;
};

/** A password being chosen (register, reset): the browser may suggest one, and its strength is shown as it is typed. */
export function NewPasswordInput({ strengthOf, ...props }: NewPasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      showLabel={t('password.show')}
      hideLabel={t('password.hide')}
      autoComplete="new-password"
      below={strengthOf === undefined ? undefined : <StrengthMeter password={strengthOf} />}
      {...props}
    />
  );
}
