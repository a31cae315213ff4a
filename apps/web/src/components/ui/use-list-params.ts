import { useSearchParams } from 'react-router';

// The staff lists keep their query (search, filters, sort, page) in the address, so Back and a
// shared link show the same list.

/** The address's parameters, and a change to some of them: any change but the page goes back to page 1. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { params, update };
}

/** The parameter's value when it is one of `values` (an unknown one is ignored, not sent). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** ?page=… as a page number (1 when absent or not one). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
