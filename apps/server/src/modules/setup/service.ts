import { PAYMENT_GATEWAYS, type PaymentGateway, type SetupChecklist } from '@pasal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
import { gatewayModes } from '../../lib/payment-modes.js';
import type { AppServices } from '../../services.js';
import { findUserById } from '../auth/index.js';
import { queueMailSql } from '../mail/index.js';
import { currentShopSettings } from '../settings/index.js';
import { checklistOf, type ChecklistFacts } from './checklist.js';

type Services = Pick<AppServices, 'config' | 'database' | 'now' | 'catalogCache' | 'mailOutbox'>;

interface FactsRow {
  saved: boolean;
  name: string | null;
  zones: number | null;
  payment_methods: PaymentGateway[] | null;
  own_product: boolean;
  dismissed: boolean;
  test_mail_to: string | null;
  test_mail_queued_at: string | null;
  test_mail_waiting: boolean;
  test_mail_error: string | null;
}

/** Everything the checklist's steps are decided by, in one round trip. */
async function readFacts(db: DbOrTx, services: Pick<Services, 'config'>): Promise<ChecklistFacts> {
  const { rows } = await db.execute<{ [K in keyof FactsRow]: FactsRow[K] }>(sql`
    SELECT s.id IS NOT NULL AS saved, s.name,
           coalesce(jsonb_array_length(s.delivery -> 'zones'), 0)::int AS zones,
           s.payment_methods,
           EXISTS (SELECT 1 FROM products p WHERE p.status = 'active' AND NOT p.is_demo) AS own_product,
           c.dismissed_at IS NOT NULL AS dismissed,
           c.test_mail_to, c.test_mail_queued_at,
           m.id IS NOT NULL AS test_mail_waiting, m.last_error AS test_mail_error
    FROM (SELECT 1) AS one
    LEFT JOIN shop_settings s ON s.id = 1
    LEFT JOIN setup_checklist c ON c.id = 1
    LEFT JOIN mail_outbox m ON m.id = c.test_mail_outbox_id`);
  const row = rows[0]!;
  const modes = gatewayModes(services.config);
  return {
    settings: row.saved
      ? { name: row.name ?? '', zones: row.zones ?? 0, paymentMethods: row.payment_methods ?? [] }
      : null,
    liveGateways: PAYMENT_GATEWAYS.filter((gateway) => modes[gateway] === 'live'),
    ownActiveProduct: row.own_product,
    testMail:
      row.test_mail_to !== null && row.test_mail_queued_at !== null
        ? {
            to: row.test_mail_to,
            queuedAt: new Date(row.test_mail_queued_at),
            waiting: row.test_mail_waiting,
            error: row.test_mail_error,
          }
        : null,
    dismissed: row.dismissed,
  };
}

export async function readChecklist(services: Services): Promise<SetupChecklist> {
  return checklistOf(await readFacts(services.database.db, services));
}

/** Hides the checklist for every admin (it is the shop's, not one person's). */
export async function dismissChecklist(services: Services, adminId: number): Promise<SetupChecklist> {
  const at = new Date(services.now());
  await services.database.db.execute(sql`
    INSERT INTO setup_checklist (id, dismissed_at, dismissed_by) VALUES (1, ${at}::timestamptz, ${adminId})
    ON CONFLICT (id) DO UPDATE SET dismissed_at = excluded.dismissed_at, dismissed_by = excluded.dismissed_by`);
  return readChecklist(services);
}

/**
 * Queues a test e-mail to the admin's own address through the mail queue, as every e-mail of the
 * shop goes, and remembers its queue row: the step is done once the mailer has taken it.
 */
export async function sendTestMail(services: Services, adminId: number): Promise<{ to: string }> {
  const admin = await findUserById(services.database.db, adminId);
  if (!admin) throw new Error('the signed-in admin has no account');
  const shop = await currentShopSettings(services);
  const at = new Date(services.now());
  const message = {
    to: admin.email,
    subject: `${shop.name}: test e-mail`,
    text: `Hello ${admin.firstName},\n\nThis is the test e-mail you asked for on the staff dashboard. If you are reading it, ${shop.name} can send e-mail: order confirmations, sign-up codes and password resets will arrive too.\n\n${shop.name}`,
  };
  await services.database.db.execute(sql`
    WITH queued AS (${queueMailSql([message], at)} RETURNING id)
    INSERT INTO setup_checklist (id, test_mail_to, test_mail_queued_at, test_mail_outbox_id)
    SELECT 1, ${admin.email}, ${at}::timestamptz, id FROM queued
    ON CONFLICT (id) DO UPDATE SET test_mail_to = excluded.test_mail_to,
      test_mail_queued_at = excluded.test_mail_queued_at, test_mail_outbox_id = excluded.test_mail_outbox_id`);
  services.mailOutbox.kick();
  return { to: admin.email };
}
