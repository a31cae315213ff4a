import type { BillPrinted } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { AccessClaims } from '../../lib/access-token.js';
import type { AppServices } from '../../services.js';
import { invoicePrints } from './print-schema.js';
import { invoiceForOrder } from './service.js';

// Records a staff print of a bill and numbers it (issue #33). The first print is the original
// (copy 0), each later one the next copy. The bill's row is locked while the number is taken, so two
// staff members printing at the same moment get different numbers, in the order their prints commit;
// the unique index on (invoice, copy) would refuse a duplicate if that lock were ever lost.

export async function recordBillPrint(
  services: Pick<AppServices, 'config' | 'database' | 'catalogCache' | 'now'>,
  staff: AccessClaims,
  transactionId: string,
): Promise<BillPrinted> {
  // The bill as the owner would see it (issued now if the order qualified before bills existed;
  // 404 or 409 as on the invoice route). An issued bill never changes, so reading it first is safe.
  const invoice = await invoiceForOrder(services, staff, transactionId);
  const printedAt = new Date(services.now());
  const print = await services.database.db.transaction(async (tx) => {
    const locked = await tx.execute<{ id: number }>(
      sql`SELECT id FROM invoices WHERE invoice_number = ${invoice.invoice_number} FOR UPDATE`,
    );
    const invoiceId = locked.rows[0]?.id;
    if (invoiceId === undefined) throw new Error(`invoice ${invoice.invoice_number} vanished`);
    const next = await tx.execute<{ copy_number: number }>(
      sql`SELECT coalesce(max(copy_number) + 1, 0)::int AS copy_number FROM invoice_prints WHERE invoice_id = ${invoiceId}`,
    );
    const [row] = await tx
      .insert(invoicePrints)
      .values({ invoiceId, copyNumber: next.rows[0]?.copy_number ?? 0, printedBy: staff.userId, printedAt })
      .returning({ copyNumber: invoicePrints.copyNumber });
    const named = await tx.execute<{ name: string }>(
      sql`SELECT btrim(first_name || ' ' || last_name) AS name FROM users WHERE id = ${staff.userId}`,
    );
    return { copyNumber: row?.copyNumber ?? 0, name: named.rows[0]?.name ?? '' };
  });
  return {
    invoice,
    print: { copy_number: print.copyNumber, printed_by: print.name, printed_at: printedAt.toISOString() },
  };
}
