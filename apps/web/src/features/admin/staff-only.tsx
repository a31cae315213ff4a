import { STAFF_ORDER_MESSAGES } from '@pasal/contract';
import { Link } from 'react-router';

/** What a signed-in customer sees on a staff screen. */
export function StaffOnlyNotice() {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{STAFF_ORDER_MESSAGES.staffOnly}</h1>
      <p className="mt-3 text-sm text-slate-700">
        This page is for the shop's staff. If you have just been given the staff role, sign out and sign in again.
      </p>
      <Link
        to="/profile/orders"
        className="mt-6 inline-flex rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Go to your orders
      </Link>
    </div>
  );
}
