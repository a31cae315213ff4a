import {
  STAFF_PATHS,
  type StaffChanged,
  type StaffGrantRequest,
  type StaffList,
  type StaffRemoved,
  type StaffRole,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

// Staff accounts (admins only): the list, and granting, changing and removing roles. Another
// admin may change the list meanwhile, so it is read again on every visit and after each change.

const staffKeys = { members: () => ['staff-members'] as const };

const staffMembersQuery = () =>
  queryOptions({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) => apiRequest<StaffList>(STAFF_PATHS.staff, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useStaffMembers() {
  return useQuery(staffMembersQuery());
}

function useStaffChange<V, T>(send: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.members() }),
  });
}

export function useGrantRole() {
  return useStaffChange((request: StaffGrantRequest) =>
    apiRequest<StaffChanged>(STAFF_PATHS.staff, { method: 'POST', body: request }),
  );
}

export function useChangeRole() {
  return useStaffChange(({ userId, role }: { userId: number; role: StaffRole }) =>
    apiRequest<StaffChanged>(STAFF_PATHS.member(userId), { method: 'PATCH', body: { role } }),
  );
}

export function useRemoveRole() {
  return useStaffChange((userId: number) => apiRequest<StaffRemoved>(STAFF_PATHS.member(userId), { method: 'DELETE' }));
}
