// Paginated answers (`count`, `page`, `total_pages`) count their pages the same way everywhere.

/** Pages needed for `count` rows, `pageSize` a page: at least 1, so an empty list is page 1 of 1. */
export function totalPages(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
