import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { ReturnDetail } from '../../features/admin-returns';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/returns/:id: one return, approved or refused, received and resolved line by line (issue #33). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Return | ${shopName()}`} description="One return." noIndex />
      <StaffGuard need="staff">
        {Number.isInteger(id) && id > 0 ? (
          <ReturnDetail key={id} id={id} />
        ) : (
          <p role="alert" className="py-6 text-red-800">
            Return not found
          </p>
        )}
      </StaffGuard>
    </div>
  );
}
