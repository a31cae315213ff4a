// How the Customers screens write names (dates: components/format-date.ts).

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
