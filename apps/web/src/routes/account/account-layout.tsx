import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session-store';

// The account area exists only for a signed-in shopper; a visitor signs in and comes back.
export function Component() {
  const loggedIn = useSession((state) => state.loggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/login" replace state={{ redirect: location.pathname, type: 'account' }} />;
  return <Outlet />;
}
