import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { Avatar } from '@/components/ui/avatar';
import { IconButton } from '@/components/ui/icon-button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';
import { NotificationButtons } from './notification-buttons';
import { QuizSearch } from './quiz-search';

export function TopBar({ menuButtonId, onOpenMenu }: { menuButtonId: string; onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-4 sm:px-5">
        <IconButton id={menuButtonId} label={t('nav.openMenu')} onClick={onOpenMenu} className="lg:hidden">
          <Menu aria-hidden className="size-5" />
        </IconButton>
        <Link to={paths.dashboard} aria-label={t('nav.dashboard')} className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <QuizSearch className="ms-2 hidden max-w-md flex-1 md:block" />
        <div className="ms-auto flex items-center gap-1">
          {user && <NotificationButtons />}
          {user && (
            <div className="ms-1 flex items-center gap-3 border-s border-border ps-3">
              <Link to={paths.profile} aria-label={t('topBar.myAccount')} className="rounded-full">
                <Avatar src={user.avatar} name={user.fullname} />
              </Link>
              <div className="hidden flex-col leading-tight sm:flex">
                <span className="max-w-40 truncate text-sm font-bold text-fg">{user.fullname}</span>
                <Link to={paths.profile} className="text-xs font-medium text-primary hover:underline">
                  {t('topBar.myAccount')}
                </Link>
              </div>
            </div>
          )}
        </div>
      </div>
      <div className="px-3 pb-3 md:hidden">
        <QuizSearch />
      </div>
    </header>
  );
}
