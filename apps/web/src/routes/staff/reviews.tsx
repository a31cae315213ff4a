import { PageMeta } from '../../components/page-meta';
import { ReviewModeration } from '../../features/admin-moderation';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/reviews: every review, with filters, hiding and the shop's replies (staff). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Reviews | ${shopName()}`} description="Customer reviews." noIndex />
      <StaffGuard need="staff">
        <ReviewModeration />
      </StaffGuard>
    </div>
  );
}
