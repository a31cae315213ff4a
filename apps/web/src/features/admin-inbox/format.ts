import type { ContactStatus } from '@pasal/contract';
import type { BadgeTone } from '../../components/ui/badge';

// Shared by the inbox's list and its message dialog.

export const STATUS_TONES: Record<ContactStatus, BadgeTone> = {
  unread: 'info',
  read: 'neutral',
  handled: 'success',
  spam: 'warning',
};
