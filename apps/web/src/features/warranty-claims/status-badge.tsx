import { WARRANTY_CLAIM_STATUS_LABELS, type WarrantyClaimStatus } from '@pasal/contract';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const TONES: Readonly<Record<WarrantyClaimStatus, BadgeTone>> = {
  received: 'warning',
  at_service_centre: 'info',
  repaired: 'brand',
  replaced: 'brand',
  refused: 'danger',
  returned_to_customer: 'success',
};

export function ClaimStatusBadge({ status }: { status: WarrantyClaimStatus }) {
  return <Badge tone={TONES[status]}>{WARRANTY_CLAIM_STATUS_LABELS[status]}</Badge>;
}

/** The claim's age on staff screens: "4 working days", flagged when overdue. */
export function ClaimAge({ ageing }: { ageing: { working_days: number; overdue: boolean } }) {
  const days = `${ageing.working_days} working ${ageing.working_days === 1 ? 'day' : 'days'}`;
  return ageing.overdue ? (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="font-semibold text-red-800">{days}</span>
      <Badge tone="danger">Overdue</Badge>
    </span>
  ) : (
    <span>{days}</span>
  );
}
