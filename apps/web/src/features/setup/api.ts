import {
  ADMIN_SETUP_CHECKLIST_DISMISS_PATH,
  ADMIN_SETUP_CHECKLIST_PATH,
  ADMIN_TEST_EMAIL_PATH,
  SETUP_PATH,
  type AuthResponse,
  type FirstAdminInput,
  type SetupChecklist,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api/http';

// First run (issue #32): whether the shop still waits for its first admin, creating that admin, and
// the admin's checklist on the dashboard.

export const setupKeys = {
  all: ['setup'] as const,
  status: () => ['setup', 'status'] as const,
  checklist: () => ['setup', 'checklist'] as const,
};

/** 'open' while the shop has no admin, 'done' once it has one (the server answers 404). */
const setupStatusQuery = () =>
  queryOptions({
    queryKey: setupKeys.status(),
    queryFn: async ({ signal }): Promise<'open' | 'done'> => {
      try {
        await apiRequest(SETUP_PATH, { signal });
        return 'open';
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return 'done';
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });

export function useSetupStatus() {
  return useQuery(setupStatusQuery());
}

export function useCreateFirstAdmin() {
  return useMutation({
    mutationFn: (input: FirstAdminInput) =>
      apiRequest<{ data: AuthResponse }>(SETUP_PATH, { method: 'POST', body: input }).then((body) => body.data),
  });
}

/** The checklist's steps, read again on every visit: they follow what admins do elsewhere. */
const setupChecklistQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: setupKeys.checklist(),
    queryFn: ({ signal }) =>
      apiRequest<{ data: SetupChecklist }>(ADMIN_SETUP_CHECKLIST_PATH, { signal }).then((body) => body.data),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    // While a test e-mail waits in the mail queue, look again every few seconds: it is usually
    // sent within one, or the mailer's error shows.
    refetchInterval: (query) => (query.state.data?.test_email?.sent === false ? 3000 : false),
  });

export function useSetupChecklist(enabled: boolean) {
  return useQuery(setupChecklistQuery(enabled));
}

export function useDismissChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ data: SetupChecklist }>(ADMIN_SETUP_CHECKLIST_DISMISS_PATH, { method: 'POST' }).then(
        (body) => body.data,
      ),
    onSuccess: (checklist) => queryClient.setQueryData(setupKeys.checklist(), checklist),
  });
}

export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ data: { message: string; to: string; checklist: SetupChecklist } }>(ADMIN_TEST_EMAIL_PATH, {
        method: 'POST',
      }).then((body) => body.data),
    onSuccess: (answer) => queryClient.setQueryData(setupKeys.checklist(), answer.checklist),
  });
}
