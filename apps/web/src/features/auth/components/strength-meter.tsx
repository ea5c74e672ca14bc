import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@mizan/contract/auth';
import { cn } from '@/lib/cn';
import { passwordStrength } from '../password-strength';

const LEVEL = { tooShort: 0, weak: 1, fair: 2, strong: 3 } as const;
const COLOR = { tooShort: 'bg-border', weak: 'bg-danger', fair: 'bg-amber-500', strong: 'bg-primary' } as const;

/** Three bars and a word, announced politely as the password changes. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  if (!password) return <p className="text-xs text-fg-muted">{t('password.rule', { count: PASSWORD_MIN_LENGTH })}</p>;
  const strength = passwordStrength(password);
  return (
    <div className="flex items-center gap-3" aria-live="polite">
      <div className="flex flex-1 gap-1" aria-hidden>
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={cn('h-1.5 flex-1 rounded-full', bar <= LEVEL[strength] ? COLOR[strength] : 'bg-surface-muted')} />
        ))}
      </div>
      <span className="text-xs text-fg-muted">{t(`password.strength.${strength}`)}</span>
    </div>
  );
}
