// Wording shared by the Reviews and Questions screens (their query in the address:
// components/ui/use-list-params.ts).

/** '1 review', '26 reviews'. */
export function countText(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}
