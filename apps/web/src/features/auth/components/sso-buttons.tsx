import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API_BASE, apiPaths } from '@mizan/contract/api-paths';
import { SsoErrorCode } from '@mizan/contract/sso';
import { FormAlert } from '@/components/form-alert';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import { useSsoProvidersQuery } from '../api';

/** Why the last sign-in through a provider was refused (`?sso_error=`, set by the server's callback). */
export function SsoError() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const error = SsoErrorCode.safeParse(params.get('sso_error'));
  // The build draws the sign-in page without a query: the reason shows once the app has taken the drawing over.
  const hydrated = useHydrated();
  return hydrated && error.success ? <FormAlert message={t(`sso.errors.${error.data}`)} /> : null;
}

/** "Sign in with …" for each OpenID Connect provider the server has configured; none configured, nothing drawn. */
export function SsoButtons() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const { data: providers = [] } = useSsoProvidersQuery();
  const redirect = params.get('redirect');
  const language = i18n.language === 'en' ? 'en' : 'ar';

  return (
    <>
      {providers.length > 0 && (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-3 text-sm text-fg-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            {t('sso.or')}
          </p>
          {providers.map((provider) => {
            const start = API_BASE + apiPaths.sso.start.replace(':provider', encodeURIComponent(provider.id));
            const query = new URLSearchParams({ lang: language, ...(redirect ? { redirect } : {}) });
            const href = `${start}?${query.toString()}`;
            return (
              // A full navigation: the provider's page is another site.
              <a key={provider.id} href={href} className={cn(buttonClass('secondary', 'lg'), 'w-full')}>
                <KeyRound aria-hidden className="size-4" />
                {t('sso.continueWith', { provider: provider.label[language] || provider.label.ar })}
              </a>
            );
          })}
        </div>
      )}
    </>
  );
}
