import {
  type CustomerOrderUnits,
  SERIAL_PATHS,
  type StaffOrderUnits,
  type UnitSerialRequest,
  type WarrantyLookup,
} from '@pasal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { staffOrderKeys, warrantyKeys } from '../../api/shared-keys';

// Serial numbers and warranty (issue #33): the staff order page's Units card, the staff warranty
// lookup and the buyer's units on their order page. Serials change the staff order (its moves),
// so the order is re-read after each one.

const serialKeys = {
  units: (transactionId: string) => ['order-units', transactionId] as const,
  myUnits: (transactionId: string) => ['my-order-units', transactionId] as const,
};

const orderUnitsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: serialKeys.units(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: StaffOrderUnits }>(SERIAL_PATHS.units(transactionId), { signal }).then((body) => body.data),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useOrderUnits(transactionId: string) {
  return useQuery(orderUnitsQuery(transactionId));
}

function useUnitsChange<V>(transactionId: string, send: (variables: V) => Promise<{ data: StaffOrderUnits }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(serialKeys.units(transactionId), answer.data);
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.order(transactionId) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: serialKeys.units(transactionId) }),
  });
}

export function useRecordSerial(transactionId: string) {
  return useUnitsChange(transactionId, (request: UnitSerialRequest) =>
    apiRequest<{ data: StaffOrderUnits }>(SERIAL_PATHS.units(transactionId), { method: 'POST', body: request }),
  );
}

export function useRemoveSerial(transactionId: string) {
  return useUnitsChange(transactionId, (unitId: number) =>
    apiRequest<{ data: StaffOrderUnits }>(SERIAL_PATHS.unit(transactionId, unitId), { method: 'DELETE' }),
  );
}

/** Every sale of a unit with this serial; nothing is asked until a serial is given. */
const warrantyLookupQuery = (serial: string) =>
  queryOptions({
    queryKey: warrantyKeys.lookup(serial),
    queryFn: ({ signal }) =>
      apiRequest<{ data: WarrantyLookup }>(SERIAL_PATHS.warranty, { signal, query: { serial } }).then(
        (body) => body.data,
      ),
    enabled: serial.trim().length > 0,
    staleTime: 0,
  });

export function useWarrantyLookup(serial: string) {
  return useQuery(warrantyLookupQuery(serial));
}

const customerOrderUnitsQuery = (transactionId: string, enabled = true) =>
  queryOptions({
    queryKey: serialKeys.myUnits(transactionId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CustomerOrderUnits }>(SERIAL_PATHS.customerUnits(transactionId), { signal }).then(
        (body) => body.data,
      ),
    enabled,
  });

export function useCustomerOrderUnits(transactionId: string, enabled = true) {
  return useQuery(customerOrderUnitsQuery(transactionId, enabled));
}
