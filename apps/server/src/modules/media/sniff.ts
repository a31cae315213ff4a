import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, type IMAGE_UPLOAD_TYPES } from '@pasal/contract';

// What a file really is, from its first bytes: the name and the Content-Type header are the
// uploader's say-so. Only these four formats are decoded at all (a renamed text file, an SVG with
// scripts, a HEIC or a TIFF never reach the image library's other decoders).

export type UploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands that promise an AVIF still image or sequence (HEIC's 'heic'/'mif1' alone do not). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** True when an ISO-BMFF file's ftyp box names an AVIF brand (major or compatible). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  // Compatible brands follow the major brand and its version; a lying box size cannot read past the file.
  const end = Math.min(boxSize, bytes.length, 4096);
  for (let offset = 16; offset + 4 <= end; offset += 4) if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  return false;
}

/** The upload's type from its magic bytes, or null for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

/** The format name sharp's metadata() reports for each upload type (AVIF is a HEIF with AV1 inside). */
export const SHARP_FORMAT_OF: Record<UploadType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

export function isTooLarge(byteLength: number): boolean {
  return byteLength > IMAGE_MAX_BYTES;
}

/**
 * Whether a picture's declared size is more than the server will decode. A small file can declare
 * a huge picture (a "decompression bomb": a 30000 × 30000 PNG of one colour is a few hundred KB
 * and 3.6 GB once decoded), so this is checked from the header before any pixel is decoded.
 */
export function hasTooManyPixels(width: number, height: number): boolean {
  return !(width > 0 && height > 0) || width * height > IMAGE_MAX_PIXELS;
}
