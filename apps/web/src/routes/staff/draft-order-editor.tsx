import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { DraftOrderEditor } from '../../features/draft-orders';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/orders/drafts/new and /staff/orders/drafts/:id: one draft order. */
export function Component() {
  const { id } = useParams();
  const draftId = id === undefined ? null : /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta
        title={draftId === null ? `New draft order | ${shopName()}` : `Draft order | ${shopName()}`}
        description="An order taken by phone or chat."
        noIndex
      />
      <StaffGuard need="staff">
        {draftId === 0 ? (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
            Draft order not found. Check the address.
          </p>
        ) : (
          // A new key per draft: opening another draft starts a fresh form.
          <DraftOrderEditor key={draftId ?? 'new'} draftId={draftId} />
        )}
      </StaffGuard>
    </div>
  );
}
