import { PageMeta } from '../../components/page-meta';
import { Subscribers } from '../../features/admin-inbox';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/newsletter: the newsletter's subscribers (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Newsletter | ${shopName()}`} description="The newsletter's subscribers." noIndex />
      <StaffGuard need="admin">
        <Subscribers />
      </StaffGuard>
    </div>
  );
}
