import {
  SAVED_ADDRESS_LIMIT,
  savedAddressPlace,
  type SavedAddress,
  type savedAddressInputSchema,
} from '@pasal/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/connection.js';
import { refuse } from '../../lib/refusal.js';
import { users } from '../../db/schema.js';
import { userAddresses, type UserAddressRow } from './schema.js';

// Every change runs in a transaction that first locks the shopper's users row: changes to one
// account's addresses then happen one after another, so the count cap and "exactly one default"
// hold even when two requests arrive together. The partial unique index is the last guard.

type Input = z.output<typeof savedAddressInputSchema>;

function toSavedAddress(row: UserAddressRow): SavedAddress {
  return {
    id: row.id,
    label: row.label,
    full_name: row.fullName,
    phone: row.phone,
    province_id: row.provinceId,
    district_id: row.districtId,
    local_level_id: row.localLevelId,
    ward: row.ward,
    tole: row.tole,
    landmark: row.landmark,
    postal_code: row.postalCode,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: Input) {
  const place = savedAddressPlace(input);
  return {
    label: input.label,
    fullName: input.full_name,
    phone: input.phone,
    provinceId: place.provinceId,
    districtId: place.districtId,
    localLevelId: place.localLevelId,
    ward: place.ward,
    tole: place.tole,
    landmark: place.landmark ?? null,
    postalCode: place.postalCode ?? null,
  };
}

async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw refuse('sign_in_required');
}

const mine = (userId: number, id: number) => and(eq(userAddresses.userId, userId), eq(userAddresses.id, id));

/** The default first, then the most recently changed. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.updatedAt), desc(userAddresses.id));
  return rows.map(toSavedAddress);
}

/** Makes `id` the one default: the old default is cleared first (the unique index checks each row). */
async function setDefault(tx: DbOrTx, userId: number, id: number, now: Date): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true), ne(userAddresses.id, id)));
  await tx.update(userAddresses).set({ isDefault: true, updatedAt: now }).where(mine(userId, id));
}

export async function createAddress(db: Database, userId: number, input: Input, now: number): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    if (count >= SAVED_ADDRESS_LIMIT) throw refuse('address_limit_reached', { max: SAVED_ADDRESS_LIMIT });
    const at = new Date(now);
    const [row] = await tx
      .insert(userAddresses)
      .values({ userId, ...columnsOf(input), isDefault: false, createdAt: at, updatedAt: at })
      .returning();
    // The first address is the default; a later one only when asked.
    if (count === 0 || input.is_default) await setDefault(tx, userId, row!.id, at);
    const [saved] = await tx.select().from(userAddresses).where(mine(userId, row!.id));
    return toSavedAddress(saved!);
  });
}

export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  input: Input,
  now: number,
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const at = new Date(now);
    const [row] = await tx
      .update(userAddresses)
      .set({ ...columnsOf(input), updatedAt: at })
      .where(mine(userId, id))
      .returning();
    if (!row) throw refuse('address_not_found');
    // Asking for default makes it so; the default cannot be unset other than by choosing another.
    if (input.is_default && !row.isDefault) await setDefault(tx, userId, id, at);
    const [saved] = await tx.select().from(userAddresses).where(mine(userId, id));
    return toSavedAddress(saved!);
  });
}

export async function makeDefault(db: Database, userId: number, id: number, now: number): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx.select().from(userAddresses).where(mine(userId, id));
    if (!row) throw refuse('address_not_found');
    if (!row.isDefault) await setDefault(tx, userId, id, new Date(now));
    const [saved] = await tx.select().from(userAddresses).where(mine(userId, id));
    return toSavedAddress(saved!);
  });
}

/** Deleting the default makes the most recently changed other address the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx.delete(userAddresses).where(mine(userId, id)).returning();
    if (!row) throw refuse('address_not_found');
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.updatedAt), desc(userAddresses.id))
      .limit(1);
    if (next) await tx.update(userAddresses).set({ isDefault: true }).where(mine(userId, next.id));
  });
}
