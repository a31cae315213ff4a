import { IMAGE_MAX_BYTES, imageSrcSet, mediaUrl } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { parseVariantName, planVariants, uploadKey, variantName, variantWidths } from './plan.js';
import { createLimiter } from './one-at-a-time.js';
import { hasTooManyPixels, isTooLarge, sniffImageType } from './sniff.js';

// The pure rules of uploads: what a file is from its bytes, the limits, which variants it gets.

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

describe('sniffImageType', () => {
  it('knows JPEG, PNG, WebP and AVIF by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', u32(100), 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes(u32(28), 'ftypavif', u32(0), 'mif1miafMA1B'))).toBe('image/avif');
    // AVIF as a compatible brand only (some encoders write mif1 as the major brand).
    expect(sniffImageType(bytes(u32(24), 'ftypmif1', u32(0), 'mif1avif'))).toBe('image/avif');
  });

  it('refuses text, SVG, GIF, HEIC, TIFF, truncated signatures and empty files', () => {
    expect(sniffImageType(Buffer.from('hello, this is not a picture'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffImageType(bytes(u32(24), 'ftypheic', u32(0), 'mif1heic'))).toBeNull();
    expect(sniffImageType(bytes([0x49, 0x49, 0x2a, 0x00]))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes('RIFF', u32(100), 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });

  it('does not read compatible brands past a lying box size or the end of the file', () => {
    // The box says 8 bytes (less than its own header): only the major brand counts.
    expect(sniffImageType(bytes(u32(8), 'ftypmif1', u32(0), 'avif'))).toBeNull();
    expect(sniffImageType(bytes(u32(4000), 'ftypmif1', u32(0), 'mif1av'))).toBeNull();
  });
});

describe('limits', () => {
  it('allows exactly 10 MB and refuses a byte more', () => {
    expect(isTooLarge(IMAGE_MAX_BYTES)).toBe(false);
    expect(isTooLarge(IMAGE_MAX_BYTES + 1)).toBe(true);
  });

  it('refuses more than 50 megapixels, and a picture without a size', () => {
    expect(hasTooManyPixels(8000, 6000)).toBe(false);
    expect(hasTooManyPixels(30000, 30000)).toBe(true);
    expect(hasTooManyPixels(50_000_001, 1)).toBe(true);
    expect(hasTooManyPixels(0, 100)).toBe(true);
    expect(hasTooManyPixels(Number.NaN, 100)).toBe(true);
  });
});

describe('variant plan', () => {
  it('makes the standard widths below the upload and the upload itself, never enlarged, at most 1600', () => {
    expect(variantWidths(3000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(320)).toEqual([320]);
  });

  it('leaves out a standard width just below the top one', () => {
    expect(variantWidths(650)).toEqual([320, 650]);
    expect(variantWidths(1100)).toEqual([320, 640, 1100]);
  });

  it('keeps proportions, at least 1 px high', () => {
    expect(planVariants(4000, 3000)).toEqual([
      { width: 320, height: 240 },
      { width: 640, height: 480 },
      { width: 1024, height: 768 },
      { width: 1600, height: 1200 },
    ]);
    expect(planVariants(5000, 10)).toEqual([
      { width: 320, height: 1 },
      { width: 640, height: 1 },
      { width: 1024, height: 2 },
      { width: 1600, height: 3 },
    ]);
  });
});

describe('names', () => {
  it('keys an upload by its content (and the pipeline version)', () => {
    const key = uploadKey(Buffer.from('a picture'));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(uploadKey(Buffer.from('a picture'))).toBe(key);
    expect(uploadKey(Buffer.from('another picture'))).not.toBe(key);
  });

  it('names variants as the contract builds their URLs, and reads them back', () => {
    const key = 'a'.repeat(32);
    expect(`/media/${variantName(key, 640, 'jpeg')}`).toBe(mediaUrl(key, 640, 'jpeg'));
    expect(parseVariantName(variantName(key, 640, 'jpeg'))).toEqual({ key, width: 640, format: 'jpeg' });
    expect(parseVariantName(`${key}-1600.avif`)).toEqual({ key, width: 1600, format: 'avif' });
    for (const bad of [
      `${key}-640.jpeg`,
      `${key}-0640.jpg`,
      `${key}.jpg`,
      `${'A'.repeat(32)}-640.jpg`,
      '../x-1.jpg',
      '',
    ])
      expect(parseVariantName(bad)).toBeNull();
  });

  it('builds srcsets from the key and widths', () => {
    expect(imageSrcSet({ key: 'k', widths: [320, 640] }, 'webp')).toBe(
      '/media/k-320.webp 320w, /media/k-640.webp 640w',
    );
  });
});

describe('createLimiter', () => {
  it('runs one task at a time, in arrival order', async () => {
    const run = createLimiter(1);
    const log: string[] = [];
    let running = 0;
    const task = (name: string) =>
      run(async () => {
        running += 1;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        running -= 1;
        return name;
      });
    const failing = run(async () => {
      throw new Error('bad file');
    });
    await expect(failing).rejects.toThrow('bad file');
    expect(await Promise.all([task('a'), task('b'), task('c')])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
