import { randomBytes } from 'node:crypto';
import {
  BACK_IN_STOCK_MESSAGES,
  BACK_IN_STOCK_PATHS,
  type BackInStockSubscription,
  type Locale,
} from '@pasal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/connection.js';
import type { MailMessage } from '../../lib/mailer.js';
import { queueMailSql } from '../mail/index.js';
import { backInStockEmail } from './mail/back-in-stock.js';
import { backInStockConfirmationEmail } from './mail/subscribed.js';
import { users } from '../../db/schema.js';
import { backInStockSubscriptions } from './schema.js';
import { refuse } from '../../lib/refusal.js';

/** Who asks: a signed-in shopper's account, or a visitor's e-mail (already lower-cased). */
export type Subscriber = { userId: number } | { email: string };

/**
 * Who a signed-in shopper's request subscribes: their account, told at its e-mail; an account
 * signed up with a mobile number alone has none, so it gives an e-mail like a visitor (a
 * subscription of that e-mail, ended by its own unsubscribe link); null when it gave none.
 */
export async function accountSubscriber(
  db: DbOrTx,
  userId: number,
  givenEmail: string | undefined,
): Promise<Subscriber | null> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (account?.email) return { userId };
  return givenEmail ? { email: givenEmail } : null;
}

export interface ShopFacts {
  shopName: string;
  publicUrl: string;
}

interface StockRow {
  name: string;
  slug: string;
  is_active: boolean;
  total_quantity: number;
  color_name: string | null;
  color_quantity: number | null;
  [key: string]: unknown;
}

/**
 * Refuses unless the product (or its colour) exists, is sold and is sold out. The check is only a
 * courtesy: stock may return a moment later, and the subscription then gets its e-mail at once
 * (the route runs the notifier after every new subscription).
 */
async function soldOutItem(db: DbOrTx, productId: number, colorId: number | null): Promise<StockRow> {
  const result = await db.execute<StockRow>(sql`
    SELECT p.name, p.slug, p.is_active, p.total_quantity, c.color_name, c.quantity AS color_quantity
    FROM products p LEFT JOIN product_colors c ON c.id = ${colorId} AND c.product_id = p.id
    WHERE p.id = ${productId}`);
  const row = result.rows[0];
  if (!row) throw refuse('product_not_found');
  if (colorId !== null && row.color_name === null) {
    throw refuse(
      'invalid_field',
      { field: 'color_id', problem: BACK_IN_STOCK_MESSAGES.unknownColour },
      { errors: { color_id: BACK_IN_STOCK_MESSAGES.unknownColour } },
    );
  }
  if (!row.is_active) throw refuse('back_in_stock_no_longer_sold');
  if (colorId === null && row.total_quantity > 0) throw refuse('back_in_stock_product_in_stock');
  if (colorId !== null && (row.color_quantity ?? 0) > 0) throw refuse('back_in_stock_colour_in_stock');
  return row;
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Subscribes once: a repeat is a conflict on the unique key and changes nothing (created false).
 * A new subscription queues a short confirmation with the unsubscribe link, in the same statement.
 * `locale`: the page's language; both e-mails are written in it.
 */
export async function subscribe(
  db: Database,
  input: {
    productId: number;
    colorId: number | null;
    subscriber: Subscriber;
    now: Date;
    shop: ShopFacts;
    locale: Locale;
  },
): Promise<{ created: boolean }> {
  const { productId, colorId, subscriber, now, shop, locale } = input;
  const item = await soldOutItem(db, productId, colorId);
  const userId = 'userId' in subscriber ? subscriber.userId : null;
  const email = 'email' in subscriber ? subscriber.email : null;
  return db.transaction(async (tx) => {
    const token = newToken();
    const inserted = await tx.execute<{ recipient: string | null }>(sql`
      INSERT INTO back_in_stock_subscriptions (product_id, color_id, user_id, email, token, locale, created_at)
      VALUES (${productId}, ${colorId}, ${userId}, ${email}, ${token}, ${locale}, ${now})
      ON CONFLICT ON CONSTRAINT back_in_stock_subscriptions_subscriber_unique DO NOTHING
      RETURNING coalesce(back_in_stock_subscriptions.email,
        (SELECT u.email FROM users u WHERE u.id = back_in_stock_subscriptions.user_id)) AS recipient`);
    const recipient = inserted.rows[0]?.recipient;
    if (!recipient) return { created: inserted.rows.length > 0 };
    const message = backInStockConfirmationEmail({
      to: recipient,
      productName: item.name,
      colorName: item.color_name,
      productUrl: `${shop.publicUrl}/products/${item.slug}`,
      unsubscribeUrl: unsubscribeUrl(shop.publicUrl, token),
      shopName: shop.shopName,
      locale,
    });
    await tx.execute(queueMailSql([message], now));
    return { created: true };
  });
}

function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${BACK_IN_STOCK_PATHS.unsubscribe(token)}`;
}

export async function listForUser(db: DbOrTx, userId: number, productId: number): Promise<BackInStockSubscription[]> {
  const rows = await db
    .select({
      colorId: backInStockSubscriptions.colorId,
      createdAt: backInStockSubscriptions.createdAt,
    })
    .from(backInStockSubscriptions)
    .where(and(eq(backInStockSubscriptions.userId, userId), eq(backInStockSubscriptions.productId, productId)))
    .orderBy(backInStockSubscriptions.id);
  return rows.map((row) => ({
    product_id: productId,
    color_id: row.colorId,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Ends a signed-in shopper's subscription; ending one that is not there is not an error. */
export async function cancelForUser(
  db: DbOrTx,
  userId: number,
  productId: number,
  colorId: number | null,
): Promise<boolean> {
  const rows = await db
    .delete(backInStockSubscriptions)
    .where(
      and(
        eq(backInStockSubscriptions.userId, userId),
        eq(backInStockSubscriptions.productId, productId),
        colorId === null ? isNull(backInStockSubscriptions.colorId) : eq(backInStockSubscriptions.colorId, colorId),
      ),
    )
    .returning({ id: backInStockSubscriptions.id });
  return rows.length > 0;
}

/** The unsubscribe link's subscription, for the page that asks to confirm; null when gone. */
export async function findByToken(db: DbOrTx, token: string): Promise<{ productName: string } | null> {
  const result = await db.execute<{ name: string }>(sql`
    SELECT p.name FROM back_in_stock_subscriptions s JOIN products p ON p.id = s.product_id
    WHERE s.token = ${token}`);
  const row = result.rows[0];
  return row ? { productName: row.name } : null;
}

export async function unsubscribeByToken(db: DbOrTx, token: string): Promise<boolean> {
  const rows = await db
    .delete(backInStockSubscriptions)
    .where(eq(backInStockSubscriptions.token, token))
    .returning({ id: backInStockSubscriptions.id });
  return rows.length > 0;
}

interface ReturnedRow {
  recipient: string | null;
  locale: Locale;
  product_name: string;
  slug: string;
  color_name: string | null;
  [key: string]: unknown;
}

/**
 * Ends every subscription whose product (or colour) is in stock again and queues its one e-mail,
 * in one transaction: the DELETE … RETURNING decides who is told, and the mail is queued only if
 * that delete commits. Two processes running this at once cannot both send: the second one's
 * DELETE waits for the first's row locks and then finds the rows gone (PostgreSQL re-checks a
 * row deleted under it), so it returns nothing for them. Answers how many e-mails it queued.
 */
export async function notifyReturnedStock(db: Database, now: Date, shop: ShopFacts): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx.execute<ReturnedRow>(sql`
      DELETE FROM back_in_stock_subscriptions s
      USING products p
      WHERE p.id = s.product_id AND p.is_active
        AND CASE WHEN s.color_id IS NULL THEN p.total_quantity > 0
          ELSE EXISTS (SELECT 1 FROM product_colors c WHERE c.id = s.color_id AND c.quantity > 0) END
      RETURNING coalesce(s.email, (SELECT u.email FROM users u WHERE u.id = s.user_id)) AS recipient, s.locale,
        p.name AS product_name, p.slug,
        (SELECT c.color_name FROM product_colors c WHERE c.id = s.color_id) AS color_name`);
    const messages: MailMessage[] = [];
    // One e-mail per person and item, even when a visitor's e-mail is also an account that subscribed.
    const seen = new Set<string>();
    for (const row of gone.rows) {
      if (!row.recipient) continue;
      const key = `${row.recipient.toLowerCase()}|${row.slug}|${row.color_name ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      messages.push(
        backInStockEmail({
          to: row.recipient,
          productName: row.product_name,
          colorName: row.color_name,
          productUrl: `${shop.publicUrl}/products/${row.slug}`,
          shopName: shop.shopName,
          locale: row.locale,
        }),
      );
    }
    if (messages.length > 0) await tx.execute(queueMailSql(messages, now));
    return messages.length;
  });
}
