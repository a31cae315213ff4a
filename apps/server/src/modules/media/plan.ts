import { createHash } from 'node:crypto';
import { IMAGE_FORMAT_EXTENSIONS, IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '@pasal/contract';

// Which variants an upload gets, and their names. Pure, so the rules are tested without images.

/**
 * Bumped when the encoding settings change: an upload then gets a new key (new names), so a name
 * cached `immutable` somewhere never changes its bytes.
 */
const PIPELINE_VERSION = 1;
/** The widest variant; wider uploads are scaled down to it. */
const MAX_VARIANT_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
/** A standard width this close below the top width adds bytes and no sharpness: it is left out. */
const NEAR_TOP = 0.9;

/** The upload's key: the first 32 hex digits (128 bits) of SHA-256 over the pipeline version and the bytes. */
export function uploadKey(bytes: Uint8Array): string {
  return createHash('sha256').update(`pasal-media-v${PIPELINE_VERSION}\0`).update(bytes).digest('hex').slice(0, 32);
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The variant widths of an upload `sourceWidth` px wide (after turning it upright), smallest
 * first: the standard widths below it, and its own width capped at MAX_VARIANT_WIDTH, never
 * enlarged. A 3000 px photo gets 320/640/1024/1600; an 800 px one 320/640/800; a 200 px one 200.
 */
export function variantWidths(sourceWidth: number): number[] {
  const top = Math.min(Math.max(1, Math.round(sourceWidth)), MAX_VARIANT_WIDTH);
  return [...IMAGE_WIDTHS.filter((width) => width < top * NEAR_TOP), top];
}

export interface VariantSize {
  width: number;
  height: number;
}

/** Each variant's size, keeping the upload's proportions (at least 1 px high). */
export function planVariants(sourceWidth: number, sourceHeight: number): VariantSize[] {
  return variantWidths(sourceWidth).map((width) => ({
    width,
    height: Math.max(1, Math.round((sourceHeight * width) / sourceWidth)),
  }));
}

export function variantName(key: string, width: number, format: ImageFormat): string {
  return `${key}-${width}.${IMAGE_FORMAT_EXTENSIONS[format]}`;
}

const NAME_PATTERN = /^([0-9a-f]{32})-([1-9][0-9]{0,3})\.(avif|webp|jpg)$/;

/** A /media/ name's parts, or null when it is not one this server makes. */
export function parseVariantName(name: string): { key: string; width: number; format: ImageFormat } | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const format = IMAGE_FORMATS.find((candidate) => IMAGE_FORMAT_EXTENSIONS[candidate] === match[3]);
  return format ? { key: match[1]!, width: Number(match[2]), format } : null;
}
