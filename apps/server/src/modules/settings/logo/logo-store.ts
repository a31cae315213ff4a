import { createHash } from 'node:crypto';
import { eq, notLike, sql } from 'drizzle-orm';
import type { AppServices } from '../../../services.js';
import type { DbOrTx } from '../../../db/connection.js';
import { shopBrandFiles, shopSettings, type StoredLogo } from '../schema.js';
import { ensureSettingsRow } from '../service.js';
import type { LogoImages } from './logo-images.js';

// The logo's files and the settings row that names them, changed in one transaction; every process
// hears of it as of any settings change (the catalogue cache's NOTIFY), so pages show it at once.

type Services = Pick<AppServices, 'config' | 'database' | 'catalogCache'>;

/** Stores a new logo's files, names it in the settings and lets go of the previous logo's files. */
export async function storeLogo(
  services: Services,
  images: LogoImages,
  actorId: number,
  now: Date,
): Promise<StoredLogo> {
  const logo: StoredLogo = { key: images.key, width: images.width };
  await services.database.db.transaction(async (tx) => {
    await ensureSettingsRow(tx, services.config, actorId, now);
    // Two uploads at once: the row lock orders them, and the last one's files stay.
    await tx.execute(sql`SELECT 1 FROM ${shopSettings} WHERE ${shopSettings.id} = 1 FOR UPDATE`);
    await tx
      .insert(shopBrandFiles)
      .values(
        images.files.map((file) => ({
          name: file.name,
          contentType: file.contentType,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          data: file.data,
        })),
      )
      .onConflictDoNothing({ target: shopBrandFiles.name });
    await tx.delete(shopBrandFiles).where(notLike(shopBrandFiles.name, `${images.key}-%`));
    await tx.update(shopSettings).set({ logo, updatedAt: now, updatedBy: actorId }).where(eq(shopSettings.id, 1));
  });
  await services.catalogCache.invalidate();
  return logo;
}

/** Back to the standard mark: the settings name no logo and its files go. */
export async function removeLogo(services: Services, actorId: number, now: Date): Promise<void> {
  await services.database.db.transaction(async (tx) => {
    await tx.update(shopSettings).set({ logo: null, updatedAt: now, updatedBy: actorId }).where(eq(shopSettings.id, 1));
    await tx.delete(shopBrandFiles);
  });
  await services.catalogCache.invalidate();
}

export async function readBrandFile(
  db: DbOrTx,
  name: string,
): Promise<{ contentType: string; sha256: string; data: Buffer } | undefined> {
  const [file] = await db
    .select({ contentType: shopBrandFiles.contentType, sha256: shopBrandFiles.sha256, data: shopBrandFiles.data })
    .from(shopBrandFiles)
    .where(eq(shopBrandFiles.name, name));
  return file;
}
