// VAT on a tax invoice, in integer paisa. Nepal's standard rate is 13% (VAT Act 2052;
// docs/protocols.md §4.5). Shop prices normally include VAT, so the invoice breaks it out
// (VAT = gross × 13/113); a shop that sets TAX_PERCENTAGE charges it on top instead. Either way
// the invoice's VAT is rounded once, on the total, and then shared out over the lines so that the
// lines add up to the totals exactly — no paisa appears or vanishes between lines and total.

/** Nepal's standard VAT rate, in percent. */
export const NEPAL_VAT_PERCENT = 13;

/** Whether line amounts already contain VAT ('inclusive', the usual shop price) or VAT is added ('exclusive'). */
export type VatMode = 'inclusive' | 'exclusive';

export interface VatAmounts {
  /** Before VAT (taxable amount). */
  netPaisa: number;
  vatPaisa: number;
  /** What the buyer pays: net + VAT. */
  grossPaisa: number;
}

export interface VatBreakdown {
  lines: VatAmounts[];
  total: VatAmounts;
}

function checkRate(ratePercent: number): void {
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError('VAT rate must be a whole percent from 0 to 100');
  }
}

function checkPaisa(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('Amounts must be whole paisa, 0 or more');
}

/** numerator / denominator rounded half up, for non-negative integers (no floating point on money). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The VAT inside a VAT-inclusive amount: gross × rate / (100 + rate), rounded half up. */
export function vatInInclusive(grossPaisa: number, ratePercent: number = NEPAL_VAT_PERCENT): number {
  checkPaisa(grossPaisa);
  checkRate(ratePercent);
  return Number(divideRounded(BigInt(grossPaisa) * BigInt(ratePercent), BigInt(100 + ratePercent)));
}

/** The VAT to add to a VAT-exclusive amount: net × rate / 100, rounded half up. */
export function vatOnExclusive(netPaisa: number, ratePercent: number = NEPAL_VAT_PERCENT): number {
  checkPaisa(netPaisa);
  checkRate(ratePercent);
  return Number(divideRounded(BigInt(netPaisa) * BigInt(ratePercent), 100n));
}

/**
 * Shares `total` over `weights` in proportion, in whole units that sum to `total` exactly
 * (largest remainder: each share is its exact value rounded down, and the units left over go to
 * the largest fractions, earlier lines first on a tie). Also used to spread a refund over the
 * lines it pays back, so the credit note's lines add up to the refund.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(weight) * BigInt(total));
  const shares = exact.map((value) => value / weightSum);
  let left = BigInt(total) - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % weightSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] as bigint) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * VAT for an invoice's lines (amounts in paisa: VAT-inclusive gross amounts in 'inclusive' mode,
 * net amounts in 'exclusive' mode). The total VAT is the correctly rounded VAT of the total; each
 * line gets its proportional share, and every line and the total satisfy net + VAT = gross.
 */
export function vatSplit(
  linesPaisa: readonly number[],
  ratePercent: number = NEPAL_VAT_PERCENT,
  mode: VatMode = 'inclusive',
): VatBreakdown {
  linesPaisa.forEach(checkPaisa);
  checkRate(ratePercent);
  const sum = linesPaisa.reduce((total, amount) => total + amount, 0);
  checkPaisa(sum);
  const totalVat = mode === 'inclusive' ? vatInInclusive(sum, ratePercent) : vatOnExclusive(sum, ratePercent);
  const lineVats = shareOut(totalVat, linesPaisa);
  const lines = linesPaisa.map((amount, index) => {
    const vatPaisa = lineVats[index] as number;
    return mode === 'inclusive'
      ? { netPaisa: amount - vatPaisa, vatPaisa, grossPaisa: amount }
      : { netPaisa: amount, vatPaisa, grossPaisa: amount + vatPaisa };
  });
  const total =
    mode === 'inclusive'
      ? { netPaisa: sum - totalVat, vatPaisa: totalVat, grossPaisa: sum }
      : { netPaisa: sum, vatPaisa: totalVat, grossPaisa: sum + totalVat };
  return { lines, total };
}
