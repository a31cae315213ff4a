import { PageMeta } from '../../components/page-meta';
import { ReturnsDesk } from '../../features/admin-returns';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/returns: the Returns desk (issue #33), filtered by status (staff and admins). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Returns | ${shopName()}`} description="Returns and replacements." noIndex />
      <StaffGuard need="staff">
        <ReturnsDesk />
      </StaffGuard>
    </div>
  );
}
