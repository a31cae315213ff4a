import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_TYPES, PRODUCT_IMAGE_MESSAGES } from '@pasal/contract';

// What the browser can tell about a chosen file before sending it: its type and size. The server
// checks again from the bytes (a renamed file is refused there); these only spare a pointless upload.

type UploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** Some systems give no type for newer formats (AVIF on older Windows): judge by the name then. */
const byExtension: Record<string, UploadType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

const isUploadType = (type: string): type is UploadType => (IMAGE_UPLOAD_TYPES as readonly string[]).includes(type);

/** The image type to send the file as, or null when it is not one the shop takes. */
export function uploadTypeOf(file: Pick<File, 'type' | 'name'>): UploadType | null {
  if (file.type) return isUploadType(file.type) ? file.type : null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return byExtension[extension] ?? null;
}

/** Why the file cannot be uploaded, in the contract's words; null when it may go. */
export function fileProblem(file: Pick<File, 'type' | 'name' | 'size'>): string | null {
  if (!uploadTypeOf(file)) return PRODUCT_IMAGE_MESSAGES.fileType;
  if (file.size > IMAGE_MAX_BYTES) return PRODUCT_IMAGE_MESSAGES.fileTooLarge;
  if (file.size === 0) return PRODUCT_IMAGE_MESSAGES.fileUnreadable;
  return null;
}

/** '2.4 MB', '830 KB': how big a file is, for the list of chosen files. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
