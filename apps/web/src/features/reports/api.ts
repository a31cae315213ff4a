import {
  REGISTER_MONTH_PATHS,
  SALES_REGISTER_PATHS,
  SALES_REPORT_PATHS,
  SALES_RETURNS_PATHS,
  XLSX_CONTENT_TYPE,
  type RegisterMonthResponse,
  type SalesRegister,
  type SalesReturns,
  type SalesReport,
  type SalesReportGroup,
} from '@pasal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../api/file-transfer';
import { apiRequest } from '../../api/http';
import type { PeriodQuery } from './period';

// The sales register and the sales report (admins and accountants). Bills are issued all day, so it is read again on every visit.

export const accountsKeys = {
  register: () => ['sales-register'] as const,
  registerPage: (query: PeriodQuery, page: number) => ['sales-register', query, page] as const,
  returns: () => ['sales-returns'] as const,
  returnsPage: (query: PeriodQuery, page: number) => ['sales-returns', query, page] as const,
  report: (query: PeriodQuery, by: SalesReportGroup) => ['sales-report', query, by] as const,
  month: (year: number, month: number) => ['register-month', year, month] as const,
};

const salesRegisterQuery = (query: PeriodQuery, page: number) =>
  queryOptions({
    queryKey: accountsKeys.registerPage(query, page),
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

export function useSalesRegister(query: PeriodQuery, page: number) {
  return useQuery(salesRegisterQuery(query, page));
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
const salesReturnsQuery = (query: PeriodQuery, page: number) =>
  queryOptions({
    queryKey: accountsKeys.returnsPage(query, page),
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

export function useSalesReturns(query: PeriodQuery, page: number) {
  return useQuery(salesReturnsQuery(query, page));
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
const salesReportQuery = (query: PeriodQuery, by: SalesReportGroup) =>
  queryOptions({
    queryKey: accountsKeys.report(query, by),
    queryFn: ({ signal }) => apiRequest<SalesReport>(SALES_REPORT_PATHS.report, { signal, query: { ...query, by } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });

export function useSalesReport(query: PeriodQuery, by: SalesReportGroup) {
  return useQuery(salesReportQuery(query, by));
}

/** A REGISTER_MONTH_PATHS path for one BS month. */
export const registerMonthPath = (template: string, year: number, month: number) =>
  template.replace(':year', String(year)).replace(':month', String(month));

/** A BS month's closing state and history (month-closing.tsx). */
export const registerMonthQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: accountsKeys.month(year, month),
    queryFn: ({ signal }) =>
      apiRequest<RegisterMonthResponse>(registerMonthPath(REGISTER_MONTH_PATHS.month, year, month), { signal }),
    staleTime: 0,
    retry: false,
  });

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
