import { Inbox, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES } from '@mizan/contract/i18n';
import { NotificationPreferencesCard } from '@/components/notification-preferences-card';
import { NumberPreferencesCard } from '@/components/number-preferences-card';
import { PageHeader } from '@/components/page-header';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { useTheme, type Theme } from '@/lib/theme';

const THEMES: ReadonlyArray<{ value: Theme; icon: typeof Sun }> = [
  { value: 'light', icon: Sun },
  { value: 'dark', icon: Moon },
];

/** Admins only: where the development outbox lives (it holds sign-in codes, so staff never read it). */
function OperatorLinks() {
  const { t } = useTranslation('admin');
  return (
    <Card className="p-6">
      <h2 className="text-base font-bold text-fg">{t('outbox.linkTitle')}</h2>
      <p className="mt-1 mb-4 text-sm text-fg-muted">{t('outbox.linkDescription')}</p>
      <Link to={paths.adminOutbox} className={buttonClass('secondary')}>
        <Inbox aria-hidden className="size-4" />
        {t('outbox.link')}
      </Link>
    </Card>
  );
}

export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useTheme();
  const role = useSession().user?.role;

  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title={t('pages.settings')} description={t('settings.description')} />
      <div className="flex flex-col gap-4">
        <Card className="p-6">
          <fieldset>
            <legend className="text-base font-bold text-fg">{t('settings.theme.title')}</legend>
            <p className="mt-1 text-sm text-fg-muted">{t('settings.theme.description')}</p>
            <div className="mt-4 grid grid-cols-2 gap-3">
              {THEMES.map(({ value, icon: Icon }) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    theme === value ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-border hover:bg-surface-muted',
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={value}
                    checked={theme === value}
                    onChange={() => setTheme(value)}
                    className="sr-only"
                  />
                  <Icon aria-hidden className="size-5" />
                  <span className="font-medium">{t(`settings.theme.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </Card>
        <Card className="p-6">
          <h2 className="text-base font-bold text-fg">{t('settings.language.title')}</h2>
          <p className="mt-1 mb-4 text-sm text-fg-muted">{t('settings.language.description')}</p>
          <Select
            label={t('settings.language.label')}
            value={currentLanguage()}
            onChange={(event) => void i18n.changeLanguage(event.target.value)}
            options={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
          />
        </Card>
        <NumberPreferencesCard />
        <NotificationPreferencesCard />
        {role === 'admin' && <OperatorLinks />}
      </div>
    </div>
  );
}
