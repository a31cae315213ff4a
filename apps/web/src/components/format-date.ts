// Dates as the staff screens write them (en-GB, the browser's time zone).

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "5 Mar 2026". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "5 Mar 2026, 14:05". */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
