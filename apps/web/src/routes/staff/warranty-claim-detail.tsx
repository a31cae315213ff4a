import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { StaffGuard } from '../../features/staff';
import { ClaimDetail } from '../../features/warranty-claims';
import { shopName } from '../../i18n';

/** /staff/warranty-claims/:id: one warranty claim, moved on step by step (issue #33). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Warranty claim | ${shopName()}`} description="One warranty claim." noIndex />
      <StaffGuard need="staff">
        {Number.isInteger(id) && id > 0 ? (
          <ClaimDetail key={id} id={id} />
        ) : (
          <p role="alert" className="py-6 text-red-800">
            Warranty claim not found
          </p>
        )}
      </StaffGuard>
    </div>
  );
}
