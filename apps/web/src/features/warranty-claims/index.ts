// Warranty claims (issue #33): the staff's desk and claim page (mounted by their routes under
// /staff), the claim opened from the warranty lookup, and the buyer's claims on Your Orders.
export { ClaimDetail } from './claim-detail';
export { ClaimsDesk } from './claims-desk';
export { MyOrderClaims } from './my-order-claims';
export { OpenClaimForm } from './open-claim';
