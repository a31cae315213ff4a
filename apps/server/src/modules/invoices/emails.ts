import { adToBs, formatBs, invoiceIsDue, invoicePagePath, nepalDateOf, type Order } from '@pasal/contract';

// What the order e-mails say about the bill and the date (issue #20): a link to the tax invoice
// once the order is paid or delivered, and dates in BS beside AD, on Nepal's calendar.

const AD_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '9 Mangsir 2081 BS (24 Nov 2024)', as the storefront writes it in English. */
export function bsAdDate(iso: string | Date): string {
  const instant = new Date(iso);
  const ad = nepalDateOf(instant);
  const adText = `${ad.day} ${AD_MONTHS[ad.month - 1]} ${ad.year}`;
  try {
    return `${formatBs(adToBs(instant))} BS (${adText})`;
  } catch {
    // Beyond the BS table: the AD date alone.
    return adText;
  }
}

/** The order's date and, when it has one, the link to its bill: one paragraph of an e-mail. */
export function billParagraphs(order: Order, publicUrl: string): string[][] {
  const lines = [`Order date: ${bsAdDate(order.created_on)}`];
  if (invoiceIsDue(order)) {
    lines.push(`Your bill (tax invoice): ${publicUrl}${invoicePagePath(order.transaction_id)}`);
  }
  return [lines];
}
