import { useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { ReceiptPrintSheet } from '../../features/order-desk';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';

/** /staff/orders/:transactionId/receipt: an order's bill on an 80 mm till roll (issue #36). */
export function Component() {
  const { transactionId = '' } = useParams();
  return (
    <>
      <PageMeta
        title={`Receipt of ${transactionId} (staff) | ${shopName()}`}
        description="Print a bill on an 80 mm receipt."
        noIndex
      />
      <StaffGuard need="bills">
        <ReceiptPrintSheet transactionId={transactionId} />
      </StaffGuard>
    </>
  );
}
