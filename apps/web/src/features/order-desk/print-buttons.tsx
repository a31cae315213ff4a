import { invoiceIsDue, type StaffOrder } from '@pasal/contract';
import { Package, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { billPrintPagePath, packingSlipsPagePath } from './print-paths';

// The staff order page's paperwork (issue #33): the bill, once the order has one, and the packing
// slip that goes into the parcel.

const link =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50';

export function PrintButtons({ order }: { order: StaffOrder }) {
  const slip = order.order_status !== 'Cancelled';
  // A replacement shipment is no sale: it has no bill (issue #33).
  const bill = invoiceIsDue(order) && !order.replacement_for;
  if (!slip && !bill) return null;
  return (
    <nav aria-label="Print" className="flex flex-wrap gap-3">
      {bill ? (
        <Link to={billPrintPagePath(order.transaction_id)} className={link}>
          <Printer aria-hidden="true" className="size-4" />
          Print bill
        </Link>
      ) : null}
      {slip ? (
        <Link to={packingSlipsPagePath([order.transaction_id])} className={link}>
          <Package aria-hidden="true" className="size-4" />
          Packing slip
        </Link>
      ) : null}
    </nav>
  );
}
