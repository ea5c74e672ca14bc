import {
  BookOpenCheck,
  CalendarCheck,
  ChartNoAxesColumn,
  LayoutDashboard,
  ListChecks,
  LogOut,
  Settings,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { cn } from '@/lib/cn';
import { useAppDispatch } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { isOperator } from '@/lib/session/roles';
import { signOut } from '@/lib/session/sign-out';
import { useSession } from '@/lib/session/use-session';

type NavItem = { to: string; key: string; icon: LucideIcon };
const LINKS: ReadonlyArray<NavItem> = [
  { to: paths.dashboard, key: 'nav.dashboard', icon: LayoutDashboard },
  { to: paths.quizzes, key: 'nav.quizzes', icon: ListChecks },
  { to: paths.myAssignments, key: 'nav.myAssignments', icon: CalendarCheck },
  { to: paths.myQuizzes, key: 'nav.myQuizzes', icon: BookOpenCheck },
  { to: paths.myResults, key: 'nav.myResults', icon: ChartNoAxesColumn },
  { to: paths.settings, key: 'nav.settings', icon: Settings },
];
const CONSOLE: NavItem = { to: paths.admin, key: 'nav.console', icon: ShieldCheck };

/** Static by design (client-spec §1): two featured tests from the platform itself. */
const POPULAR = ['popular.careerInterests', 'popular.iq'] as const;

const itemClass = (collapsed: boolean) =>
  cn('flex h-11 items-center gap-3 rounded-xl text-sm font-medium transition-colors', collapsed ? 'justify-center px-0' : 'px-3');

export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const links = isOperator(user?.role) ? [...LINKS, CONSOLE] : LINKS;

  const logout = async () => {
    await dispatch(signOut());
    onNavigate?.();
    navigate(paths.login, { replace: true });
  };

  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto p-3">
      <nav aria-label={t('nav.label')}>
        <ul className="flex flex-col gap-1">
          {links.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === paths.quizzes}
                onClick={onNavigate}
                title={collapsed ? t(key) : undefined}
                className={({ isActive }) =>
                  cn(
                    itemClass(collapsed),
                    isActive ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
                  )
                }
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className={cn(collapsed && 'sr-only')}>{t(key)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {!collapsed && (
        <section aria-labelledby="popular-heading" className="flex flex-col gap-2">
          <h2 id="popular-heading" className="px-3 text-xs font-bold tracking-wide text-fg-muted uppercase">
            {t('popular.title')}
          </h2>
          <ul className="flex flex-col gap-1">
            {POPULAR.map((key) => (
              <li key={key}>
                <Link to={paths.quizzes} onClick={onNavigate} className="flex items-start gap-3 rounded-xl p-3 hover:bg-surface-muted">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
                    <Sparkles aria-hidden className="size-4" />
                  </span>
                  <span className="flex flex-col">
                    <span className="text-sm font-medium text-fg">{t(key)}</span>
                    <span className="text-xs text-fg-muted">{t('popular.provider', { provider: t('app.name') })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {user && (
        <button
          type="button"
          onClick={() => void logout()}
          disabled={status === 'loading'}
          title={collapsed ? t('actions.signOut') : undefined}
          className={cn(itemClass(collapsed), 'mt-auto text-danger hover:bg-danger-soft')}
        >
          <LogOut aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
          <span className={cn(collapsed && 'sr-only')}>{t('actions.signOut')}</span>
        </button>
      )}
    </div>
  );
}
