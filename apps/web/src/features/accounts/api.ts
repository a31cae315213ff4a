import { SALES_REGISTER_PATHS, type SalesRegister } from '@pasal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../api/file-transfer';
import { apiRequest } from '../../api/http';
import type { PeriodQuery } from './period';

// The sales register (admins). Bills are issued all day, so it is read again on every visit.

export function useSalesRegister(query: PeriodQuery, page: number) {
  return useQuery({
    queryKey: ['sales-register', query, page],
    queryFn: ({ signal }) =>
      apiRequest<SalesRegister>(SALES_REGISTER_PATHS.register, {
        signal,
        query: { ...query, ...(page > 1 ? { page } : {}) },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The period's register as the server's CSV file. */
export function downloadSalesRegister(query: PeriodQuery): Promise<{ file: Blob; name: string }> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return downloadFile(`${SALES_REGISTER_PATHS.csv}${suffix}`, 'text/csv', 'sales-register.csv');
}
