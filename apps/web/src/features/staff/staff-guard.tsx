import { isStaffRole, type UserRole } from '@pasal/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StaffOnlyNotice } from '../admin';
import { useSession } from '../../api/session-store';

export type StaffNeed = 'staff' | 'admin';

/** Staff screens are for staff and admins; admin screens for admins only. */
export function roleMeets(role: UserRole | undefined, need: StaffNeed): boolean {
  return need === 'admin' ? role === 'admin' : isStaffRole(role);
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
  if (!roleMeets(role, need)) return <StaffOnlyNotice need={need} />;
  return children;
}
