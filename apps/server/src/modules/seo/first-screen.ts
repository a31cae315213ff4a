import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CARD_OPENED_EARLY_KEY, HELD_LINK_ATTRIBUTE, PRODUCT_CARD_LINK_ATTRIBUTE, type Locale } from '@pasal/contract';
import type { FastifyInstance } from 'fastify';

// The web build's first-screen renderer (apps/web/src/entry-server.tsx, built into
// <web build>/.ssr/entry-server.mjs): the real page drawn by the app's own components, put into
// index.html's #root so the first paint (and the largest image) needs no script at all.

export interface FirstScreen {
  html: string;
  dataScript: string;
}

export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export interface FirstScreenRenderer {
  renderFirstScreen(path: string, transport: Transport, locale?: Locale): Promise<FirstScreen | null>;
}

export const RENDERER_PATH = join('.ssr', 'entry-server.mjs');

/** The renderer of the web build in `webDir`, or null when the build has none (tests, old builds). */
export async function loadFirstScreenRenderer(webDir: string): Promise<FirstScreenRenderer | null> {
  const file = join(webDir, RENDERER_PATH);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as Partial<FirstScreenRenderer>;
  return typeof module.renderFirstScreen === 'function' ? (module as FirstScreenRenderer) : null;
}

/** The app's API calls during a render, answered in process by this server (no sockets, same caches). */
export function inProcessTransport(app: FastifyInstance): Transport {
  return async (url, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`first-screen render asked for ${init.method} ${url}`);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(response.statusCode === 204 ? null : response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** index.html with the rendered page in #root (replacing the app shell) and its data after it. */
export function withFirstScreen(indexHtml: string, screen: FirstScreen): string {
  const open = '<div id="root">';
  const start = indexHtml.indexOf(open);
  const end = indexHtml.lastIndexOf('</body>');
  if (start < 0 || end < start) return indexHtml;
  return `${indexHtml.slice(0, start)}${open}${screen.html}</div>\n    ${screen.dataScript}\n  ${indexHtml.slice(end)}`;
}

/**
 * The build's stylesheets written into the page: the first paint waits for no other request, and
 * on a slow network that round trip is most of the time to first paint. Later pages are drawn by
 * the app, which needs no stylesheet of its own.
 */
export function inlineStylesheets(indexHtml: string, webDir: string): string {
  return indexHtml.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\bhref="\/([^"]+\.css)"/.exec(tag)?.[1];
    const file = href ? join(webDir, href) : null;
    if (!file || href!.includes('..') || !existsSync(file)) return tag;
    // The disabled link is never fetched; it tells the app's chunk loader (Vite's preload helper,
    // which looks for a stylesheet link) that the stylesheet is on the page, so a lazy chunk does
    // not download it again and make the phone restyle the whole page while it starts up.
    const css = readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style><link rel="stylesheet" href="/${href}" disabled />`;
  });
}

/**
 * Image preloads moved to the top of <head>, ahead of the scripts: the page's largest picture is
 * what a phone on a slow network should fetch first, since the page paints without any script.
 */
export function imagePreloadsFirst(html: string): string {
  const preloads: string[] = [];
  const rest = html.replace(/\s*<link\b[^>]*\brel="preload" as="image"[^>]*>/g, (tag) => {
    preloads.push(tag.trim());
    return '';
  });
  if (preloads.length === 0) return html;
  return rest.replace(/<meta charset="[^"]*" \/>/i, (charset) => `${charset}\n    ${preloads.join('\n    ')}`);
}

/**
 * The app's scripts requested only once the first screen and its priority pictures are painted.
 * The page is already complete without them (they make it interactive), so on a slow network the
 * picture gets the bandwidth and the scripts come right after, instead of competing with it; the
 * entry and every modulepreload (the build's and the route's) are then added by a small inline
 * loader, the entry first. A picture that never arrives holds them back two seconds at most.
 * The loader's text is the same on every page (the files it loads are a JSON data block before
 * it), so the Content-Security-Policy allows it by its hash (lib/security-headers.ts).
 */
export function scriptsAfterFirstScreen(html: string): string {
  const files: string[] = [];
  let entry: string | undefined;
  const rest = html.replace(
    /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g,
    (tag, src: string | undefined) => {
      if (src) entry = src;
      else {
        const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
        if (href) files.push(href);
      }
      return '';
    },
  );
  if (!entry) return html;
  const scripts = `<script id="${FIRST_SCREEN_SCRIPTS_ID}" type="application/json">${scriptLiteral({ entry, preloads: files })}</script>`;
  const loader = `<script type="module">${FIRST_SCREEN_LOADER}</script>`;
  return rest.replace(/\s*<\/body>/, (end) => `\n    ${scripts}\n    ${loader}${end}`);
}

/** The data block naming the loader's files: the app's entry and the chunks to preload. */
export const FIRST_SCREEN_SCRIPTS_ID = 'pasal-first-screen-scripts';

/** JSON as JavaScript (or JSON data block) text: '<' is escaped so none closes the script. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * What a tap before the app has taken over the page can mean: controls that do nothing without
 * script. Links are left alone (the browser follows them as it would without the app), except
 * those marked as needing the app (HELD_LINK_ATTRIBUTE: a service card's link carries its subject).
 */
export const EARLY_CLICK_TARGETS = `button,[role="button"],[role="radio"],[role="tab"],[role="checkbox"],[role="switch"],input[type="checkbox"],input[type="radio"],label,summary,a[${HELD_LINK_ATTRIBUTE}]`;

/** The first screen's inline loader (see scriptsAfterFirstScreen): one fixed text on every page. */
export const FIRST_SCREEN_LOADER = [
  // A tap on a control before hydration would be lost (nothing listens yet): it is held, and the
  // app clicks it again once hydrated (apps/web/src/ssr/early-clicks.ts). If the app cannot load,
  // taps are let through again.
  // A product card's link is followed as usual, and noted, for as long as the page lasts: a part
  // of the page the app has not hydrated yet lets the browser follow it too. The product page, or
  // the next one, records the visit (apps/web/src/features/recently-viewed/card-opened-early.ts).
  'document.addEventListener("click",(event)=>{if(!(event.target instanceof Element))return;',
  `const card=event.target.closest(${scriptLiteral(`a[${PRODUCT_CARD_LINK_ATTRIBUTE}]`)});`,
  `if(card){try{sessionStorage.setItem(${scriptLiteral(CARD_OPENED_EARLY_KEY)},JSON.stringify({path:card.pathname,page:performance.timeOrigin}))}catch{}}},true);`,
  'const held=[];const hold=(event)=>{if(!(event.target instanceof Element))return;',
  `const target=event.target.closest(${scriptLiteral(EARLY_CLICK_TARGETS)});if(!target)return;`,
  'event.preventDefault();event.stopImmediatePropagation();if(!held.includes(target))held.push(target)};',
  'document.addEventListener("click",hold,true);',
  'window.__pasalEarlyClicks={release(){document.removeEventListener("click",hold,true);return held.splice(0)}};',
  `const{entry,preloads}=JSON.parse(document.getElementById(${scriptLiteral(FIRST_SCREEN_SCRIPTS_ID)}).textContent);`,
  // The entry is asked for first, the page's own chunks after it, four per task: each request
  // costs a phone's main thread about a millisecond, and a product page has some thirty.
  'const preload=(from)=>{for(const href of preloads.slice(from,from+4)){const link=document.createElement("link");',
  'link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}',
  'if(preloads.length>from+4)setTimeout(()=>preload(from+4))};',
  'const start=()=>{import(entry).catch(()=>window.__pasalEarlyClicks.release());preload(0)};',
  'const pictures=[...document.querySelectorAll(\'#root img[fetchpriority="high"]\')].map((img)=>img.decode().catch(()=>{}));',
  // The first paint as the browser reports it: a frame can be skipped, so rAF alone is no proof.
  'const painted=new Promise((done)=>{try{new PerformanceObserver((list,observer)=>{observer.disconnect();done()})',
  '.observe({type:"paint",buffered:true})}catch{}});',
  'Promise.race([Promise.all([painted,...pictures]),new Promise((done)=>setTimeout(done,2000))])',
  // Then after the frame that shows the decoded pictures (a hidden tab draws no frames).
  '.then(()=>document.hidden?start():requestAnimationFrame(()=>setTimeout(start)));',
].join('');
