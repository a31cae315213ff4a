import type { AuthResponse } from '@pasal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { setAccessToken } from '../../api/http';
import { t } from '../../i18n';
import { afterLoginTarget } from './redirect';
import { useSession } from '../../api/session-store';

/**
 * After a password, Google or SMS sign-in (or a sign-up with a mobile number, which signs in): keep the access token in memory, the user in browser storage,
 * say so, and go where the shopper was heading, else to /profile (docs/rules/accounts.md#sign-in).
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    (response: AuthResponse, remember: boolean, said: string = t('auth.loginSuccess')) => {
      // Nothing cached for a previous visitor or account may show to this one.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' || query.queryKey[1] === 'profile',
      });
      setAccessToken(response.access);
      useSession.getState().signIn(response.user, remember);
      toast.success(said);
      const target = afterLoginTarget(location.state);
      void navigate(target.to, { replace: true, state: target.state });
    },
    [navigate, location.state, queryClient],
  );
}
