import { createHash } from 'node:crypto';
import { IMAGE_MAX_PIXELS } from '@pasal/contract';
import { ImageRejected, inspectUpload, loadSharp } from '../../media/index.js';
import { LOGO_ICON_SIZES, LOGO_PIPELINE_VERSION, logoFileName } from './logo-files.js';

// From one uploaded logo, the pictures a shop needs: the header's (64 px high, twice its 32 px on
// the page, WebP with its transparency) and square icons (favicon, Apple's home-screen icon, the
// web app manifest's 192 and 512). The upload is checked as product images are (its real type from
// its bytes, the decompression-bomb limit); SVG is refused outright: an SVG can carry scripts and
// links, and sanitising one well is harder than asking for a PNG.

export class LogoRejected extends Error {
  constructor(readonly reason: 'type' | 'unreadable' | 'tooSmall' | 'tooManyPixels') {
    super(reason);
  }
}

interface LogoFile {
  name: string;
  contentType: 'image/png' | 'image/webp';
  data: Buffer;
}

export interface LogoImages {
  key: string;
  /** The header picture's width at 32 px high. */
  width: number;
  files: LogoFile[];
}

const HEADER_HEIGHT = 64;
/** A very wide wordmark is kept legible by cutting its height, not by growing the header. */
const HEADER_MAX_WIDTH = 640;
/** Room around the logo inside a square icon, as platforms crop icons to a circle or rounded square. */
const ICON_PADDING = 0.12;
const TIMEOUT_SECONDS = 20;

export async function makeLogoImages(bytes: Buffer): Promise<LogoImages> {
  let source: Awaited<ReturnType<typeof inspectUpload>>;
  try {
    source = await inspectUpload(bytes);
  } catch (error) {
    if (error instanceof ImageRejected) {
      throw new LogoRejected(
        error.reason === 'fileType' ? 'type' : error.reason === 'tooManyPixels' ? 'tooManyPixels' : 'unreadable',
      );
    }
    throw error;
  }
  if (source.type === 'image/avif') throw new LogoRejected('type');
  if (source.height < HEADER_HEIGHT) throw new LogoRejected('tooSmall');
  const sharp = await loadSharp();
  const decoded = () =>
    sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .toColourspace('srgb');
  const key = createHash('sha256').update(`logo-${LOGO_PIPELINE_VERSION}:`).update(bytes).digest('hex').slice(0, 32);
  try {
    const header = await decoded()
      .resize({ height: HEADER_HEIGHT, width: HEADER_MAX_WIDTH, fit: 'inside' })
      .webp({ quality: 90, alphaQuality: 100, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const files: LogoFile[] = [{ name: logoFileName.header(key), contentType: 'image/webp', data: header.data }];
    for (const size of LOGO_ICON_SIZES) {
      // The favicon keeps the logo's transparency and uses the whole square; home-screen icons get
      // a white ground (iOS shows transparency as black) and a margin.
      const favicon = size === 32;
      const inner = favicon ? size : Math.round(size * (1 - 2 * ICON_PADDING));
      const logo = await decoded()
        .resize({ width: inner, height: inner, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer();
      const data = favicon
        ? logo
        : await sharp({
            create: { width: size, height: size, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
          })
            .composite([{ input: logo, gravity: 'centre' }])
            .png({ compressionLevel: 9 })
            .toBuffer();
      files.push({ name: logoFileName.icon(key, size), contentType: 'image/png', data });
    }
    return { key, width: Math.round(header.info.width / 2), files };
  } catch (error) {
    if (error instanceof LogoRejected) throw error;
    throw new LogoRejected('unreadable');
  }
}
