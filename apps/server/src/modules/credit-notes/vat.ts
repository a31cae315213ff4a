import { shareOut } from '@pasal/contract';

// The VAT a credit note reverses, as pure arithmetic on integer paisa. A credit note's amounts are
// what the buyer paid back, VAT included, whichever way the bill reckoned VAT: a VAT-inclusive bill
// broke VAT out of its prices, and a VAT-exclusive bill's refund carries the VAT that was added on
// top. So the VAT inside a credited amount is amount × rate / (100 + rate) at the bill's own rate,
// rounded half up, shared over the lines so they add up to it. Across all of a bill's credit notes
// the VAT never exceeds the bill's VAT, and the note that credits the bill's last paisa reverses
// exactly the VAT still left: a fully credited bill nets to zero VAT, with no paisa left over.

export interface BillVat {
  totalPaisa: number;
  vatPaisa: number;
  /** The bill's rate in percent (up to two decimals, as stored). */
  vatPercent: number;
}

/** What earlier credit notes of the same bill took back. */
export interface Credited {
  totalPaisa: number;
  vatPaisa: number;
}

export interface CreditVat {
  totalPaisa: number;
  taxablePaisa: number;
  vatPaisa: number;
  /** VAT of each line, in the lines' order, adding up to vatPaisa. */
  lineVatPaisa: number[];
}

/** VAT inside a VAT-inclusive amount at `percent` (hundredths kept exactly), rounded half up. */
export function vatInGross(grossPaisa: number, percent: number): number {
  if (!Number.isSafeInteger(grossPaisa) || grossPaisa < 0)
    throw new RangeError('Amounts must be whole paisa, 0 or more');
  if (!(percent >= 0 && percent <= 100)) throw new RangeError('VAT rate must be from 0 to 100 percent');
  const basisPoints = BigInt(Math.round(percent * 100));
  const denominator = 10_000n + basisPoints;
  return Number((BigInt(grossPaisa) * basisPoints * 2n + denominator) / (denominator * 2n));
}

/**
 * The VAT a credit note reverses for lines worth `linesPaisa` (VAT included), given its bill and
 * what earlier credit notes of that bill took back. Throws when the lines would credit more than
 * is left of the bill: the caller has already limited the amount to that.
 */
export function creditNoteVat(bill: BillVat, credited: Credited, linesPaisa: readonly number[]): CreditVat {
  for (const amount of linesPaisa) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('Amounts must be whole paisa, 0 or more');
  }
  const totalPaisa = linesPaisa.reduce((sum, amount) => sum + amount, 0);
  const leftPaisa = bill.totalPaisa - credited.totalPaisa;
  if (totalPaisa <= 0 || totalPaisa > leftPaisa) {
    throw new RangeError(`A credit note must take back 1 to ${leftPaisa} paisa of its bill, not ${totalPaisa}`);
  }
  const vatLeft = Math.max(0, bill.vatPaisa - credited.vatPaisa);
  const vatPaisa = totalPaisa === leftPaisa ? vatLeft : Math.min(vatLeft, vatInGross(totalPaisa, bill.vatPercent));
  return { totalPaisa, taxablePaisa: totalPaisa - vatPaisa, vatPaisa, lineVatPaisa: shareOut(vatPaisa, linesPaisa) };
}

/** Limits lines to what is left of the bill: over it, `left` is shared over them in proportion. */
export function limitToBill(linesPaisa: readonly number[], leftPaisa: number): number[] {
  const totalPaisa = linesPaisa.reduce((sum, amount) => sum + amount, 0);
  if (totalPaisa <= leftPaisa) return [...linesPaisa];
  return shareOut(Math.max(leftPaisa, 0), linesPaisa);
}
