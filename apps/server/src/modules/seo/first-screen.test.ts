import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  EARLY_CLICK_TARGETS,
  FIRST_SCREEN_LOADER,
  FIRST_SCREEN_SCRIPTS_ID,
  imagePreloadsFirst,
  inlineStylesheets,
  loadFirstScreenRenderer,
  RENDERER_PATH,
  scriptsAfterFirstScreen,
  withFirstScreen,
} from './first-screen.js';
import { compressPage, PageCache } from './page-cache.js';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Pasal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    <link data-server-head rel="preload" as="image" href="/hero/a.svg" fetchpriority="high" />
  </head>
  <body>
    <div id="root"><div class="shell"></div></div>
  </body>
</html>`;

describe('first-screen page assembly', () => {
  it('puts the rendered page in #root in place of the app shell, with its data after it', () => {
    const html = withFirstScreen(indexHtml, { html: '<main>Hi</main>', dataScript: '<script id="d">{}</script>' });
    expect(html).toContain('<div id="root"><main>Hi</main></div>\n    <script id="d">{}</script>');
    expect(html).not.toContain('class="shell"');
    expect(html.trimEnd().endsWith('</body>\n</html>')).toBe(true);
  });

  it('inlines the build stylesheet and leaves unknown ones linked', () => {
    const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'index-3.css'), 'body{color:red}</style>');
    const html = inlineStylesheets(indexHtml, web);
    expect(html).toContain('<style>body{color:red}<\\/style></style>');
    // Only a disabled link (never fetched) remains, for the app's chunk loader to find.
    expect(html.match(/<link[^>]*rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index-3.css" disabled />',
    ]);
    expect(inlineStylesheets(indexHtml, join(web, 'missing'))).toBe(indexHtml);
  });

  it('asks for the largest picture first and the scripts once the first screen is painted', () => {
    const html = scriptsAfterFirstScreen(imagePreloadsFirst(indexHtml));
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\n {4}<link data-server-head rel="preload" as="image" href="\/hero\/a.svg"/,
    );
    expect(html.match(/as="image"/g)).toHaveLength(1);
    // The loader at the end of <body> asks for them, in the same order.
    expect(html).not.toMatch(/<script type="module"[^>]*src=|<link[^>]*rel="modulepreload"/);
    const loader = /<script type="module">(.*)<\/script>\n {2}<\/body>/.exec(html)?.[1] ?? '';
    // One fixed text on every page (the CSP allows it by its hash); the files are a data block before it.
    expect(loader).toBe(FIRST_SCREEN_LOADER);
    expect(html).toContain(
      `<script id="${FIRST_SCREEN_SCRIPTS_ID}" type="application/json">{"entry":"/assets/index-1.js","preloads":["/assets/react-2.js"]}</script>\n    <script type="module">`,
    );
    expect(loader).toContain('import(entry)');
    expect(loader).toContain('img[fetchpriority="high"]');
    // Taps on controls before hydration are held for the app to replay; if the app fails, let go.
    expect(loader).toContain('document.addEventListener("click",hold,true)');
    expect(loader).toContain(JSON.stringify(EARLY_CLICK_TARGETS));
    // So are taps on a link that needs the app (a service card's, issue #32).
    expect(EARLY_CLICK_TARGETS).toContain('a[data-held-link]');
    // A product card's link is followed, and noted for the product page to record the visit.
    expect(loader).toContain('closest("a[data-product-card]")');
    expect(loader).toContain(
      'sessionStorage.setItem("pasal-card-opened-early",JSON.stringify({path:card.pathname,page:performance.timeOrigin}))',
    );
    expect(loader).toContain('.catch(()=>window.__pasalEarlyClicks.release())');
    expect(scriptsAfterFirstScreen('<html><body></body></html>')).toBe('<html><body></body></html>');
  });

  it('loads a build without a renderer as null', async () => {
    const web = mkdtempSync(join(tmpdir(), 'pasal-web-'));
    expect(await loadFirstScreenRenderer(web)).toBeNull();
    mkdirSync(join(web, '.ssr'));
    writeFileSync(join(web, RENDERER_PATH), 'export async function renderFirstScreen() { return null; }');
    const renderer = await loadFirstScreenRenderer(web);
    expect(await renderer?.renderFirstScreen('/', () => Promise.reject(new Error('unused')))).toBeNull();
  });
});

describe('PageCache', () => {
  it('keeps a page while its catalogue marker lives and redraws it once the catalogue changed', async () => {
    const store = new Map<string, string>();
    const cache = new PageCache({ get: (key) => store.get(key), set: (key, value) => void store.set(key, value) });
    let draws = 0;
    const draw = () => Promise.resolve(`<p>${++draws}</p>`);
    const [first, concurrent] = await Promise.all([cache.get('/', draw), cache.get('/', draw)]);
    expect(first.html).toBe('<p>1</p>');
    expect(concurrent).toBe(first);
    expect((await cache.get('/', draw)).html).toBe('<p>1</p>');
    store.clear();
    expect((await cache.get('/', draw)).html).toBe('<p>2</p>');
    expect(gunzipSync(first.gzip).toString()).toBe('<p>1</p>');
  });

  it('compresses each page once, brotli and gzip', () => {
    const page = compressPage('<p>hello</p>'.repeat(200));
    expect(page.br.length).toBeLessThan(200);
    expect(page.gzip.length).toBeLessThan(200);
  });
});
