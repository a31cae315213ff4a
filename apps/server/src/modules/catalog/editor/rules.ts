import { CATALOGUE_MESSAGES, LOW_STOCK_THRESHOLD, slugFromName, type StockFilter } from '@pasal/contract';

// Pure rules of the back office's catalogue: stock levels, merging the editor's stock with the
// orders placed while it was open, planning colour changes, and the audit log's diff.

/**
 * out: none; low: 1 … the threshold (the product's own, else the shop's; LOW_STOCK_THRESHOLD until
 * an admin sets one); in: more. (The list's `stock=in` filter means "any".)
 */
export function stockLevel(units: number, threshold: number = LOW_STOCK_THRESHOLD): StockFilter {
  if (units <= 0) return 'out';
  return units <= threshold ? 'low' : 'in';
}

/**
 * The stock to store after an editor save. The editor sends the figure it showed (`seen`) with
 * the one it wants: unchanged means the person did not touch it, so the current figure (which
 * orders may have lowered meanwhile) stays; a changed figure is what the person counted.
 */
export function mergedStock(current: number, wanted: number, seen: number | undefined): number {
  return seen !== undefined && seen === wanted ? current : wanted;
}

/** The slug to store: the one given, else one made from the name (null when the name has no letters or digits). */
export function chosenSlug(given: string | undefined, name: string): string | null {
  const slug = given && given.length > 0 ? given : slugFromName(name);
  if (slug.length === 0 || /^\d+$/.test(slug)) return null;
  return slug;
}

export interface ExistingColor {
  id: number;
  colorName: string;
  colorNameNe: string;
  hexCode: string;
  quantity: number;
  imageId: number | null;
}

export interface WantedColor {
  id?: number | undefined;
  color_name: string;
  color_name_ne: string;
  hex_code: string;
  quantity: number;
  quantity_seen?: number | undefined;
  /** The colour's picture; absent: as it was (none for a new colour). */
  image_id?: number | null | undefined;
}

interface PlannedColor {
  colorName: string;
  colorNameNe: string;
  hexCode: string;
  quantity: number;
  position: number;
  imageId: number | null;
}

export interface ColorPlan {
  update: (PlannedColor & { id: number })[];
  insert: PlannedColor[];
  remove: number[];
}

/**
 * What to do with a product's colours to make them the editor's list: colours with an id are
 * updated (in list order), new ones inserted, and ones left out removed. An id that is not one of
 * the product's colours is an error (the colour was removed by someone else: reload).
 */
export function planColors(
  existing: ExistingColor[],
  wanted: WantedColor[],
): { plan: ColorPlan } | { error: { field: string; message: string } } {
  const byId = new Map(existing.map((color) => [color.id, color]));
  const plan: ColorPlan = { update: [], insert: [], remove: [] };
  const kept = new Set<number>();
  for (const [position, color] of wanted.entries()) {
    const hexCode = color.hex_code.toUpperCase();
    if (color.id === undefined) {
      plan.insert.push({
        colorName: color.color_name,
        colorNameNe: color.color_name_ne,
        hexCode,
        quantity: color.quantity,
        position,
        imageId: color.image_id ?? null,
      });
      continue;
    }
    const current = byId.get(color.id);
    if (!current || kept.has(color.id)) {
      return { error: { field: `colors.${position}.id`, message: CATALOGUE_MESSAGES.colorMissing } };
    }
    kept.add(color.id);
    plan.update.push({
      id: color.id,
      colorName: color.color_name,
      colorNameNe: color.color_name_ne,
      hexCode,
      quantity: mergedStock(current.quantity, color.quantity, color.quantity_seen),
      position,
      imageId: color.image_id === undefined ? current.imageId : color.image_id,
    });
  }
  plan.remove = existing.filter((color) => !kept.has(color.id)).map((color) => color.id);
  return { plan };
}

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** One change per field whose value differs (fields of `after` in their order). */
export function diffSnapshots(before: Record<string, unknown>, after: Record<string, unknown>): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const field of Object.keys(after)) {
    if (canonical(before[field] ?? null) !== canonical(after[field] ?? null)) {
      changes.push({ field, before: before[field] ?? null, after: after[field] ?? null });
    }
  }
  return changes;
}

/** Whether `ids` lists every one of `all` exactly once (a category reorder). */
export function isFullOrder(ids: readonly number[], all: readonly number[]): boolean {
  if (ids.length !== all.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(all);
  return ids.every((id) => known.has(id));
}
