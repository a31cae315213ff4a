import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AccountSidebar, logout } from '../../features/auth';
import { useSession } from '../../api/session-store';

// The account area exists only for a signed-in shopper; a visitor signs in and comes back.
export function Component() {
  const loggedIn = useSession((state) => state.loggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);

  if (!loggedIn) {
    // Logout goes home (docs/rules/accounts.md#sessions-and-tokens); a session that ended on its
    // own goes to login and back.
    if (loggingOut) return <Navigate to="/" replace />;
    return <Navigate to="/login" replace state={{ redirect: location.pathname, type: 'account' }} />;
  }

  const onLogout = () => {
    setLoggingOut(true);
    void logout().then(() => {
      queryClient.clear();
      void navigate('/', { replace: true });
    });
  };

  return (
    <div className="mx-auto w-full max-w-7xl lg:flex">
      <AccountSidebar onLogout={onLogout} loggingOut={loggingOut} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
