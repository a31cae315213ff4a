import { defaultHomeContent, homeContentSchema, type AdminHome, type HomeContent } from '@pasal/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection.js';
import { storefrontHome, users } from '../../../db/schema.js';
import type { AppServices } from '../../../services.js';

type Services = Pick<AppServices, 'database' | 'catalogCache'>;

/**
 * The stored content read through the contract's schema: a row saved before a field existed gets
 * that field's default, and a section the schema no longer accepts falls back to the built-in one
 * rather than breaking the home page.
 */
function contentOf(stored: unknown): HomeContent {
  const parsed = homeContentSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultHomeContent();
}

/** The home page as stored, with who saved it last; the built-in one while nobody has. */
export async function readHome(db: DbOrTx): Promise<AdminHome> {
  const [row] = await db
    .select({
      content: storefrontHome.content,
      updatedAt: storefrontHome.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(storefrontHome)
    .leftJoin(users, eq(users.id, storefrontHome.updatedBy))
    .where(eq(storefrontHome.id, 1));
  if (!row) return { content: defaultHomeContent(), saved: false, updated_at: null, updated_by: null };
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    content: contentOf(row.content),
    saved: true,
    updated_at: row.updatedAt.toISOString(),
    updated_by: name || null,
  };
}

// One read per catalogue-cache generation (moved by any catalogue or settings change in any
// process, as the shop settings are cached): the home page is asked for on every visit.
const cache = new WeakMap<Services['catalogCache'], { generation: number; value: Promise<HomeContent> }>();

/** The home page's content for shoppers (cached per process until something changes). */
export function currentHome(services: Services): Promise<HomeContent> {
  const generation = services.catalogCache.generation;
  const cached = cache.get(services.catalogCache);
  if (cached?.generation === generation) return cached.value;
  const value = readHome(services.database.db).then((home) => home.content);
  const entry = { generation, value };
  cache.set(services.catalogCache, entry);
  value.catch(() => {
    if (cache.get(services.catalogCache) === entry) cache.delete(services.catalogCache);
  });
  return value;
}

/** Stores the whole home page and tells every process (their caches and rendered pages move on). */
export async function saveHome(
  services: Services,
  content: HomeContent,
  actorId: number,
  now: Date,
): Promise<AdminHome> {
  const values = { content, updatedAt: now, updatedBy: actorId };
  await services.database.db
    .insert(storefrontHome)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: storefrontHome.id, set: values });
  await services.catalogCache.invalidate();
  return readHome(services.database.db);
}
