// How the Customers screens write names and dates.

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "5 Mar 2026". */
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));
/** "5 Mar 2026, 14:05". */
export const dateAndTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The name, or the e-mail for an account that has none (a Google account without one). */
export function customerName(customer: {
  first_name: string;
  middle_name?: string;
  last_name: string;
  email: string;
}): string {
  return (
    [customer.first_name, customer.middle_name, customer.last_name].filter(Boolean).join(' ').trim() || customer.email
  );
}
