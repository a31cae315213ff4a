import { PageMeta } from '../../components/page-meta';
import { StaffGuard } from '../../features/staff';
import { ClaimsDesk } from '../../features/warranty-claims';
import { shopName } from '../../i18n';

/** /staff/warranty-claims: the Warranty claims desk (issue #33), open or overdue (staff and admins). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Warranty claims | ${shopName()}`} description="Warranty claims." noIndex />
      <StaffGuard need="staff">
        <ClaimsDesk />
      </StaffGuard>
    </div>
  );
}
