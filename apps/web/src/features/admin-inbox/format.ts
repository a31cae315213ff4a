import type { ContactStatus } from '@pasal/contract';
import type { BadgeTone } from '../../components/ui/badge';

// Shared by the inbox's list and its message dialog.

export const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  unread: 'info',
  read: 'neutral',
  handled: 'success',
  spam: 'warning',
};

/** Dates as staff read them: '24 Nov 2026, 20:15' in the browser's time zone. */
export const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
