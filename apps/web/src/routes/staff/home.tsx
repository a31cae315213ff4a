import { PageMeta } from '../../components/page-meta';
import { Dashboard } from '../../features/dashboard';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff: the dashboard, for staff and admins. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Dashboard | ${shopName()}`} description="The shop at a glance." noIndex />
      <StaffGuard need="staff">
        <Dashboard />
      </StaffGuard>
    </div>
  );
}
