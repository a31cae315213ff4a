import { canSeeAccounts, isBackOfficeRole, isStaffRole, type UserRole } from '@pasal/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StaffOnlyNotice, type StaffNeed } from '../order-desk';
import { useSession } from '../../api/session-store';

export type { StaffNeed };

/**
 * Staff screens are for staff and admins; admin screens for admins only; the accounts for admins
 * and accountants; a bill's print sheet for all three.
 */
export function roleMeets(role: UserRole | undefined, need: StaffNeed): boolean {
  switch (need) {
    case 'admin':
      return role === 'admin';
    case 'accounts':
      return canSeeAccounts(role);
    case 'bills':
      return isBackOfficeRole(role);
    case 'staff':
      return isStaffRole(role);
  }
}

/**
 * Shows `children` to an account whose role meets `need`. A signed-out visitor goes to /login
 * and comes back here afterwards; any other account is told the page is not for them. The role
 * is the one the session carries; the server checks it again on every request (403).
 */
export function StaffGuard({ need, children }: { need: StaffNeed; children: ReactNode }) {
  const loggedIn = useSession((state) => state.loggedIn);
  const role = useSession((state) => state.user?.role);
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to="/login" replace state={{ redirect: `${location.pathname}${location.search}` }} />;
  }
  if (!roleMeets(role, need)) return <StaffOnlyNotice need={need} role={role} />;
  return children;
}
