import { STAFF_ORDER_MESSAGES, type UserRole } from '@pasal/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';

/** What a screen asks of its viewer's role (features/staff/staff-guard.tsx). */
export type StaffNeed = 'staff' | 'admin' | 'accounts' | 'bills';

const WHO: Record<StaffNeed, { title: string; forWhom: string; tip: string }> = {
  staff: {
    title: STAFF_ORDER_MESSAGES.staffOnly,
    forWhom: "the shop's staff",
    tip: 'If you have just been given the staff role',
  },
  bills: {
    title: STAFF_ORDER_MESSAGES.staffOnly,
    forWhom: "the shop's staff",
    tip: 'If you have just been given the staff role',
  },
  admin: { title: 'Admins only', forWhom: "the shop's admins", tip: 'If you have just been made an admin' },
  accounts: {
    title: 'Admins and accountants only',
    forWhom: "the shop's admins and accountants",
    tip: 'If you have just been given the accountant role',
  },
};

/** Where someone turned away goes instead: an accountant to the accounts, staff to the orders, a customer to theirs. */
function elsewhere(role: UserRole | undefined, need: StaffNeed): { to: string; label: string } {
  if (role === 'accountant') return { to: '/staff/accounts', label: 'Go to the accounts' };
  if (role === 'staff' || need === 'admin') return { to: '/staff/orders', label: 'Go to the orders' };
  return { to: '/profile/orders', label: 'Go to your orders' };
}

/**
 * What a signed-in account without the needed role sees on a staff screen: the page is not for
 * them, and what to do if it should be. (The server refuses them too, with 403.)
 */
export function StaffOnlyNotice({ need = 'staff', role }: { need?: StaffNeed; role?: UserRole }) {
  const who = WHO[need];
  const link = elsewhere(role, need);
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{who.title}</h1>
      <p className="mt-3 text-sm text-slate-700">
        Your account is not allowed to open this page: it is for {who.forWhom}. {who.tip}, sign out and sign in again.
      </p>
      <Link to={link.to} className={buttonClass('primary', 'md', 'mt-6')}>
        {link.label}
      </Link>
    </div>
  );
}
