import {
  ArrowLeft,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  PenLine,
  FolderTree,
  History,
  Inbox,
  KeyRound,
  BadgeCheck,
  Webhook,
  Library,
  Megaphone,
  Package,
  Plug,
  ShieldCheck,
  Receipt,
  Trophy,
  School,
  TicketPercent,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/use-session';

const LINKS: ReadonlyArray<{ to: string; key: string; icon: LucideIcon; adminOnly?: boolean }> = [
  { to: paths.adminQuizzes, key: 'nav.quizzes', icon: ClipboardList },
  { to: paths.adminBank, key: 'nav.bank', icon: Library },
  { to: paths.adminCategories, key: 'nav.categories', icon: FolderTree },
  { to: paths.adminCoupons, key: 'nav.coupons', icon: TicketPercent },
  { to: paths.adminPlans, key: 'nav.plans', icon: Package, adminOnly: true },
  { to: paths.adminMarking, key: 'nav.marking', icon: PenLine },
  { to: paths.adminCompetitions, key: 'nav.competitions', icon: Trophy },
  { to: paths.adminGroups, key: 'nav.groups', icon: UsersRound },
  { to: paths.adminAssignments, key: 'nav.assignments', icon: CalendarClock },
  { to: paths.adminSchools, key: 'nav.schools', icon: School },
  { to: paths.adminAnalytics, key: 'nav.analytics', icon: ChartColumn },
  { to: paths.adminAnnouncements, key: 'nav.announcements', icon: Megaphone },
  { to: paths.adminUsers, key: 'nav.users', icon: Users, adminOnly: true },
  { to: paths.adminPrivacyPolicy, key: 'nav.privacy', icon: ShieldCheck, adminOnly: true },
  { to: paths.adminPayments, key: 'nav.payments', icon: Receipt, adminOnly: true },
  { to: paths.adminCredentials, key: 'nav.credentials', icon: BadgeCheck, adminOnly: true },
  { to: paths.adminApiKeys, key: 'nav.apiKeys', icon: KeyRound, adminOnly: true },
  { to: paths.adminWebhooks, key: 'nav.webhooks', icon: Webhook, adminOnly: true },
  { to: paths.adminLti, key: 'nav.lti', icon: Plug, adminOnly: true },
  { to: paths.adminAudit, key: 'nav.audit', icon: History },
  { to: paths.adminOutbox, key: 'nav.outbox', icon: Inbox },
];

const itemClass = 'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors';

export function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  // Staff would only meet a refusal there: the server keeps those sections for admins.
  const links = LINKS.filter((link) => !link.adminOnly || user?.role === 'admin');
  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-3">
      <nav aria-label={t('nav.label')}>
        <ul className="flex flex-col gap-1">
          {links.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(itemClass, isActive ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg')
                }
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link
        to={paths.dashboard}
        onClick={onNavigate}
        className={cn(itemClass, 'mt-auto text-fg-muted hover:bg-surface-muted hover:text-fg')}
      >
        <ArrowLeft aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
        {t('nav.backToPlatform')}
      </Link>
    </div>
  );
}
