import { Navigate } from 'react-router';
import { useSession } from '../../api/session-store';
import { PageMeta } from '../../components/page-meta';
import { Dashboard } from '../../features/dashboard';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff: the dashboard, for staff and admins. An accountant's staff area is the accounts. */
export function Component() {
  const accountant = useSession((state) => state.loggedIn && state.user?.role === 'accountant');
  if (accountant) return <Navigate to="/staff/accounts" replace />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Dashboard | ${shopName()}`} description="The shop at a glance." noIndex />
      <StaffGuard need="staff">
        <Dashboard />
      </StaffGuard>
    </div>
  );
}
