import { PageMeta } from '../../components/page-meta';
import { StaffGuard, StaffMembers } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/members: who has a staff or admin role (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Staff | ${shopName()}`} description="The shop's staff accounts." noIndex />
      <StaffGuard need="admin">
        <StaffMembers />
      </StaffGuard>
    </div>
  );
}
