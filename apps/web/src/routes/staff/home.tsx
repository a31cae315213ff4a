import { Navigate } from 'react-router';

/** /staff: no dashboard yet (nothing to show that the screens do not), so it opens the order desk. */
export function Component() {
  return <Navigate to="/staff/orders" replace />;
}
