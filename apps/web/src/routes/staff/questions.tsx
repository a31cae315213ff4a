import { PageMeta } from '../../components/page-meta';
import { QuestionModeration } from '../../features/admin-moderation';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/questions: customers' questions, unanswered first, answered in place (staff). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Questions | ${shopName()}`} description="Customer questions." noIndex />
      <StaffGuard need="staff">
        <QuestionModeration />
      </StaffGuard>
    </div>
  );
}
