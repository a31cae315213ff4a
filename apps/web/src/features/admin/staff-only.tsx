import { STAFF_ORDER_MESSAGES } from '@pasal/contract';
import { Link } from 'react-router';

/**
 * What a signed-in account without the needed role sees on a staff screen: the page is not for
 * them, and what to do if it should be. (The server refuses them too, with 403.)
 */
export function StaffOnlyNotice({ need = 'staff' }: { need?: 'staff' | 'admin' }) {
  const admin = need === 'admin';
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {admin ? 'Admins only' : STAFF_ORDER_MESSAGES.staffOnly}
      </h1>
      <p className="mt-3 text-sm text-slate-700">
        {admin
          ? "Your account is not allowed to open this page: it is for the shop's admins. If you have just been made an admin, sign out and sign in again."
          : "Your account is not allowed to open this page: it is for the shop's staff. If you have just been given the staff role, sign out and sign in again."}
      </p>
      <Link
        to={admin ? '/staff/orders' : '/profile/orders'}
        className="mt-6 inline-flex h-11 items-center rounded-lg bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {admin ? 'Go to the orders' : 'Go to your orders'}
      </Link>
    </div>
  );
}
