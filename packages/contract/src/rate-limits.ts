// The answer to a rate-limited request (429): it says when to try again, in words a shopper reads
// once (docs/rate-limits.md). The same seconds travel in the Retry-After header.

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'}`;
}

/** "Too many requests. Please try again in 15 minutes." for a wait of `seconds`. */
export function rateLimitMessage(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const when =
    wait < 60
      ? unit(wait, 'second')
      : wait < 3600
        ? unit(Math.ceil(wait / 60), 'minute')
        : unit(Math.ceil(wait / 3600), 'hour');
  return `Too many requests. Please try again in ${when}.`;
}
