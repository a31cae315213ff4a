// A product's history names its image changes in words (issue #35). The media module records each
// change as the images before and after, in order, each by id with its alt text (field `images`
// of catalogue_audit_log); this turns that pair into sentences the history shows. English, like
// the rest of the staff area (docs/rules/nepal.md).

export const IMAGE_HISTORY_MESSAGES = {
  added: (alt: string) => `Image added: “${alt}”`,
  removed: (alt: string) => `Image removed: “${alt}”`,
  described: (before: string, after: string) => `Image description changed from “${before}” to “${after}”`,
  mainImage: (alt: string) => `New main image: “${alt}”`,
  reordered: 'Images put in a new order',
} as const;

interface RecordedImage {
  id: number;
  alt: string;
}

function isRecordedImages(value: unknown): value is RecordedImage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'number' &&
        typeof (item as { alt?: unknown }).alt === 'string',
    )
  );
}

/**
 * What changed between two recorded image lists, as sentences: images added and removed,
 * descriptions changed, a new order of the images kept, and a new main (first) image. Null when
 * the values are not image lists (then the history shows them as they are).
 */
export function imageHistorySentences(before: unknown, after: unknown): string[] | null {
  const was = before === null ? [] : before;
  if (!isRecordedImages(was) || !isRecordedImages(after)) return null;
  const M = IMAGE_HISTORY_MESSAGES;
  const wasById = new Map(was.map((image) => [image.id, image]));
  const nowIds = new Set(after.map((image) => image.id));
  const sentences: string[] = [];
  for (const image of after) if (!wasById.has(image.id)) sentences.push(M.added(image.alt));
  for (const image of was) if (!nowIds.has(image.id)) sentences.push(M.removed(image.alt));
  for (const image of after) {
    const earlier = wasById.get(image.id);
    if (earlier && earlier.alt !== image.alt) sentences.push(M.described(earlier.alt, image.alt));
  }
  const keptBefore = was.filter((image) => nowIds.has(image.id)).map((image) => image.id);
  const keptAfter = after.filter((image) => wasById.has(image.id)).map((image) => image.id);
  if (keptBefore.some((id, index) => keptAfter[index] !== id)) sentences.push(M.reordered);
  const [firstBefore] = was;
  const [firstAfter] = after;
  if (firstBefore && firstAfter && firstBefore.id !== firstAfter.id) sentences.push(M.mainImage(firstAfter.alt));
  return sentences;
}
