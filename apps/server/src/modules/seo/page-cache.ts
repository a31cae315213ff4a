import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The HTML of the storefront's busiest pages (with their inline stylesheet and rendered first
// screen, ~100 KB) is compressed once when it is made rather than on every request.

export interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function compressPage(html: string): Page {
  return {
    html,
    // Quality 5: about as small as 11 for HTML this size, at a fraction of the time.
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzip: gzipSync(html, { level: 6 }),
  };
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200): FastifyReply {
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie') // the language cookie picks the page's language
    .type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** Where a page's freshness is recorded: the catalogue cache, cleared whenever the catalogue changes. */
export interface FreshnessStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/**
 * Pages drawn from the catalogue. Each is kept while the catalogue cache holds its marker, so a
 * product change (which clears that cache, in every server process) redraws it. The pages
 * themselves stay here, a bounded few, not in the catalogue cache.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();
  private readonly pending = new Map<string, Promise<Page>>();

  constructor(
    private readonly freshness: FreshnessStore,
    private readonly maxPages = 300,
  ) {}

  /** Whether get(key) would answer without drawing: the page is kept and fresh, or being drawn. */
  holds(key: string): boolean {
    return this.pending.has(key) || (this.pages.has(key) && this.freshness.get(`seo:page:${key}`) !== undefined);
  }

  async get(key: string, make: () => Promise<string>): Promise<Page> {
    const marker = `seo:page:${key}`;
    const running = this.pending.get(key);
    if (running) return running;
    const cached = this.pages.get(key);
    if (cached && this.freshness.get(marker) !== undefined) return cached;
    // Marked before drawing: a catalogue change during the render clears it, and the next request redraws.
    this.freshness.set(marker, '1');
    const made = make()
      .then((html) => {
        const page = compressPage(html);
        if (this.pages.size >= this.maxPages && !this.pages.has(key)) {
          const oldest = this.pages.keys().next().value;
          if (oldest !== undefined) this.pages.delete(oldest);
        }
        this.pages.set(key, page);
        return page;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, made);
    return made;
  }
}
