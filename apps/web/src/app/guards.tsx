import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { ForbiddenPage } from '@/features/errors/pages/forbidden-page';
import { loginWithRedirect, paths } from '@/lib/paths';
import { isOperator } from '@/lib/session/roles';
import { useSession } from '@/lib/session/use-session';
import { PlainLayout } from './layouts/plain-layout';

/** Guarded routes send visitors to sign in, remembering where they were going. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  return <Outlet />;
}

/** Auth pages are for visitors; a signed-in user goes to the dashboard unless a redirect was asked for. */
export function VisitorOnly() {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  if (isAuthenticated && !params.has('redirect')) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Operator pages (DESIGN.md §1): staff and admins only; anyone else is told why at the address they opened. */
export function RequireOperator() {
  const { user } = useSession();
  if (!isOperator(user?.role))
    return (
      <PlainLayout>
        <ForbiddenPage />
      </PlainLayout>
    );
  return <Outlet />;
}

/** Admin-only console sections (users, payments): staff see why at the address, as the server would answer 403. */
export function RequireAdmin() {
  const { user } = useSession();
  if (user?.role !== 'admin') return <ForbiddenPage />;
  return <Outlet />;
}
