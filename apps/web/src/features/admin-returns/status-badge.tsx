import { RETURN_STATUS_LABELS, type ReturnStatus } from '@pasal/contract';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const TONES: Readonly<Record<ReturnStatus, BadgeTone>> = {
  requested: 'warning',
  approved: 'info',
  refused: 'danger',
  received: 'brand',
  resolved: 'success',
  closed: 'neutral',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
