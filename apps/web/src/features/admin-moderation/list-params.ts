import { useSearchParams } from 'react-router';

// The staff lists keep their filters and page in the address, so Back and a shared link show the
// same list.

export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address's parameters and a setter where any change but the page goes back to page 1. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  return { params, update };
}

/** '1 review', '26 reviews'. */
export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
