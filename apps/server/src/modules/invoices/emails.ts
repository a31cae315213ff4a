import { formatBsAdDay, invoiceIsDue, invoicePagePath, type Locale, type Order } from '@pasal/contract';
import { pageIn } from '../../lib/mail-text.js';
import { billMailWords } from './mail-words.js';

// What the order e-mails say about the bill and the date (issue #20): a link to the tax invoice
// once the order is paid or delivered, and dates in BS beside AD, on Nepal's calendar, in the
// e-mail's language (issue #30).

/** The order's date and, when it has one, the link to its bill: one paragraph of an e-mail. */
export function billParagraphs(order: Order, publicUrl: string, locale: Locale): string[][] {
  const lines = [billMailWords(locale, 'orderDate', { date: formatBsAdDay(order.created_on, locale) })];
  if (invoiceIsDue(order)) {
    const url = pageIn(`${publicUrl}${invoicePagePath(order.transaction_id)}`, locale);
    lines.push(billMailWords(locale, 'bill', { url }));
  }
  return [lines];
}
