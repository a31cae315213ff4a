import {
  SALES_REGISTER_PATHS,
  SALES_REPORT_PATHS,
  SALES_RETURNS_PATHS,
  XLSX_CONTENT_TYPE,
  type SalesRegister,
  type SalesReturns,
  type SalesReport,
  type SalesReportGroup,
} from '@pasal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../api/file-transfer';
import { apiRequest } from '../../api/http';
import type { PeriodQuery } from './period';

// The sales register and the sales report (admins and accountants). Bills are issued all day, so it is read again on every visit.

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

export type RegisterFormat = 'csv' | 'xlsx';

const ACCEPT: Record<RegisterFormat, string> = { csv: 'text/csv', xlsx: XLSX_CONTENT_TYPE };

/** The period's register as the server's CSV file or Excel workbook (with the sales-return book). */
export function downloadSalesRegister(
  query: PeriodQuery,
  format: RegisterFormat = 'csv',
): Promise<{ file: Blob; name: string }> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return downloadFile(`${SALES_REGISTER_PATHS[format]}${suffix}`, ACCEPT[format], `sales-register.${format}`);
}

/** The sales-return book of a period (issue #34): its credit notes, a page at a time. */
export function useSalesReturns(query: PeriodQuery, page: number) {
  return useQuery({
    queryKey: ['sales-returns', query, page],
    queryFn: ({ signal }) =>
      apiRequest<SalesReturns>(SALES_RETURNS_PATHS.register, {
        signal,
        query: { ...query, ...(page > 1 ? { page } : {}) },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The period's sales-return book as the server's CSV file or Excel workbook. */
export function downloadSalesReturns(
  query: PeriodQuery,
  format: RegisterFormat = 'csv',
): Promise<{ file: Blob; name: string }> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return downloadFile(`${SALES_RETURNS_PATHS[format]}${suffix}`, ACCEPT[format], `sales-returns.${format}`);
}

/** The sales report of a period, grouped (admins and accountants). */
export function useSalesReport(query: PeriodQuery, by: SalesReportGroup) {
  return useQuery({
    queryKey: ['sales-report', query, by],
    queryFn: ({ signal }) => apiRequest<SalesReport>(SALES_REPORT_PATHS.report, { signal, query: { ...query, by } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** The sales report's table, for the same period and grouping, as the server's CSV file or Excel workbook. */
export function downloadSalesReport(
  query: PeriodQuery,
  by: SalesReportGroup,
  format: RegisterFormat = 'csv',
): Promise<{ file: Blob; name: string }> {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  search.set('by', by);
  return downloadFile(`${SALES_REPORT_PATHS[format]}?${search.toString()}`, ACCEPT[format], `sales-report.${format}`);
}
