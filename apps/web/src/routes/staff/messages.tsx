import { PageMeta } from '../../components/page-meta';
import { Messages } from '../../features/admin-inbox';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/messages: the contact form's inbox (staff and admins). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Messages | ${shopName()}`} description="Messages from the contact form." noIndex />
      <StaffGuard need="staff">
        <Messages />
      </StaffGuard>
    </div>
  );
}
