import { IMAGE_FORMATS, IMAGE_MAX_PIXELS, type ImageFormat } from '@pasal/contract';
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { planVariants } from './plan.js';
import { hasTooManyPixels, sniffImageType, SHARP_FORMAT_OF, type UploadType } from './sniff.js';

// The image pipeline: check the upload, decode it once (turned upright by its EXIF orientation,
// converted to sRGB, scaled to at most 1600 px), then encode every planned width as AVIF, WebP and
// JPEG from those pixels. The encoders get bare pixels, so no metadata of the upload (EXIF, GPS,
// XMP, IPTC, ICC profile, comments) can reach a variant.

/** Why an upload was refused: answered 400 with its refusal code (routes.ts, REJECTIONS). */
export class ImageRejected extends Error {
  constructor(readonly reason: 'fileType' | 'fileUnreadable' | 'tooManyPixels') {
    super(reason);
  }
}

interface EncodedVariant {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  sourceType: UploadType;
  /** The largest variant's size. */
  width: number;
  height: number;
  widths: number[];
  variants: EncodedVariant[];
}

/**
 * Encoder settings. AVIF at effort 2 (of 0–9; sharp's default is 4) encodes a 1600 px photo in a
 * fraction of a second on one core at a size close to effort 4's; qualities are the usual web
 * choices (AVIF 50 looks like JPEG 80 at about half the bytes).
 */
const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  // JPEG has no alpha: transparent areas become white, not black.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true, mozjpeg: true }),
};
/** A pathological file must not hold the one pipeline slot for long. */
const TIMEOUT_SECONDS = 30;

type SharpFunction = (typeof import('sharp'))['default'];
let loading: Promise<SharpFunction> | undefined;

/**
 * sharp (libvips) loads with the first upload: about 90 ms and 20 MB of memory that a process
 * serving shoppers never needs at start (issue 22's cold start and idle memory).
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps recent results in memory; uploads never repeat an operation.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** Refuses what is not one of the four formats, cannot be read, or would decode to too many pixels. */
export async function inspectUpload(bytes: Buffer): Promise<{ type: UploadType; width: number; height: number }> {
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejected('fileType');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: the declared size is checked before any pixel is decoded.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('fileUnreadable');
  }
  // The bytes start like one format but the decoder reads another (or an AVIF-branded HEIC).
  if (metadata.format !== SHARP_FORMAT_OF[type]) throw new ImageRejected('fileType');
  if (type === 'image/avif' && metadata.compression !== 'av1') throw new ImageRejected('fileType');
  const { width, height } = metadata.autoOrient;
  if (hasTooManyPixels(width, height)) throw new ImageRejected('tooManyPixels');
  return { type, width, height };
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const source = await inspectUpload(bytes);
  const sharp = await loadSharp();
  const plan = planVariants(source.width, source.height);
  const top = plan[plan.length - 1]!;
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .resize({ width: top.width, height: top.height, fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt pixel data (the header was fine), or a decoder limit reached.
    throw new ImageRejected('fileUnreadable');
  }
  const raw = {
    width: pixels.info.width,
    height: pixels.info.height,
    channels: pixels.info.channels,
  } as const;
  const variants: EncodedVariant[] = [];
  // One encode after another: an upload uses one core and leaves the other to the shop.
  for (const size of plan) {
    for (const format of IMAGE_FORMATS) {
      let image = sharp(pixels.data, { raw }).timeout({ seconds: TIMEOUT_SECONDS });
      if (size.width !== raw.width || size.height !== raw.height)
        image = image.resize({ width: size.width, height: size.height, fit: 'fill' });
      const data = await ENCODERS[format](image).toBuffer();
      variants.push({ format, width: size.width, height: size.height, data });
    }
  }
  return {
    sourceType: source.type,
    width: top.width,
    height: top.height,
    widths: plan.map((size) => size.width),
    variants,
  };
}

export interface WebpRendition {
  width: number;
  height: number;
  data: Buffer;
}

/**
 * A picture kept for the shop's own records (a return's photo, issue #33) as WebP at each of
 * `widths` (never enlarged: a narrower upload keeps its width), checked as product images are (the
 * type from the bytes, one of `types`; the decompression-bomb limit), turned upright by its EXIF
 * orientation and re-encoded; sharp writes no metadata unless asked, so no EXIF, GPS or other
 * metadata of the upload survives. ImageRejected for a file refused.
 */
export async function webpRenditions(
  bytes: Buffer,
  widths: readonly number[],
  types: readonly UploadType[],
): Promise<{ type: UploadType; renditions: WebpRendition[] }> {
  const source = await inspectUpload(bytes);
  if (!types.includes(source.type)) throw new ImageRejected('fileType');
  const sharp = await loadSharp();
  const renditions: WebpRendition[] = [];
  try {
    for (const wanted of widths) {
      const width = Math.min(wanted, source.width);
      const encoded = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })
        .timeout({ seconds: TIMEOUT_SECONDS })
        .resize({ width, withoutEnlargement: true })
        .toColourspace('srgb')
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ width: encoded.info.width, height: encoded.info.height, data: encoded.data });
    }
  } catch {
    // Truncated or corrupt pixel data (the header was fine), or a decoder limit reached.
    throw new ImageRejected('fileUnreadable');
  }
  return { type: source.type, renditions };
}
