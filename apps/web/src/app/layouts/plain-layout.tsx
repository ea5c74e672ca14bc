import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';

/** Auth pages and the not-found and forbidden pages: the brand and one focused column. */
export function PlainLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg">
      <div className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-8 px-4 py-10 sm:py-16">
        <header className="flex flex-col items-center gap-2 text-center">
          <Logo />
          <p className="text-sm text-fg-muted">{t('app.tagline')}</p>
        </header>
        <main className="flex-1">{children ?? <Outlet />}</main>
        <footer className="flex items-center justify-center gap-4 text-sm text-fg-muted">
          <LanguageSwitch />
          <Link to={paths.privacyPolicy} className="rounded hover:text-fg hover:underline">
            {t('footer.privacy')}
          </Link>
        </footer>
      </div>
    </div>
  );
}
