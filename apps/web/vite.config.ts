import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { messageIdsOf } from './src/i18n/message-ids.ts';

/** Where the server finds the first-screen renderer, inside the web build (see entry-server.tsx). */
const SSR_DIR = '.ssr';

/**
 * Writes a .br and a .gz copy next to every text file of the build (scripts, styles, SVGs), so
 * the server sends them compressed (@fastify/static preCompressed): a shopper on a slow mobile
 * network downloads a quarter of the bytes.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pasal-precompress',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = join(outDir, entry);
        if (entry.startsWith(SSR_DIR) || !/\.(js|css|svg|json|txt|xml)$/.test(entry) || !statSync(file).isFile())
          continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Compiles the translation catalogues (src/i18n/catalogues/<locale>/<area>.json, ICU MessageFormat)
 * into Lingui's compiled form as they are imported, so the browser needs no message parser. The
 * output is JSON again (strings and arrays), which Vite then turns into a module as usual. A
 * message that does not parse fails the build, naming the file and the key.
 */
function translationCatalogues(): Plugin {
  return {
    name: 'pasal-translation-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]catalogues[\\/][a-z]+[\\/][a-z-]+\.json$/.test(id)) return null;
      return { code: JSON.stringify(compileCatalogue(id, JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}

/** Compiles one catalogue file (ICU MessageFormat) to Lingui's form, naming a message that does not parse. */
function compileCatalogue(file: string, source: Record<string, string>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`, { cause: error });
    }
  }
  return compiled;
}

/**
 * Each module carries its own words. A module that names messages (t('cart.empty'), an id like
 * 'layout.navHome', `home.hero${n}Title`; i18n/message-ids.ts) gets, on its first line, their
 * compiled text in every language (i18n/index.ts addMessages keeps the page's). So a page's scripts
 * bring exactly the words its code can show, in whichever screen or dialog, and nothing can draw
 * before its words are there: no catalogue is loaded, waited for or preloaded. Not for the server's
 * render, which has every word, nor for tests (vitest.setup.ts activates the English catalogue).
 */
function messageWords(): Plugin {
  const catalogues = fileURLToPath(new URL('src/i18n/catalogues', import.meta.url));
  const i18nEntry = JSON.stringify(fileURLToPath(new URL('src/i18n/index.ts', import.meta.url)));
  const appSource = fileURLToPath(new URL('src/', import.meta.url));
  const i18nSource = join(appSource, 'i18n/');
  let active = false;
  let cache: { stamp: string; files: string[]; ids: string[]; words: Record<string, Record<string, CompiledMessage>> };
  /** Every catalogue's compiled messages by locale and id, compiled again when a file changes. */
  const catalogue = () => {
    const files = readdirSync(catalogues, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(catalogues, file));
    const stamp = files.map((file) => `${file}:${statSync(file).mtimeMs}`).join();
    if (cache?.stamp === stamp) return cache;
    const words: Record<string, Record<string, CompiledMessage>> = {};
    for (const file of files) {
      const [locale, area] = file
        .slice(catalogues.length + 1)
        .replace(/\.json$/, '')
        .split(/[\\/]/);
      const compiled = compileCatalogue(file, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      for (const [key, message] of Object.entries(compiled)) (words[locale!] ??= {})[`${area}.${key}`] = message;
    }
    cache = { stamp, files, ids: Object.keys(words.en ?? {}), words };
    return cache;
  };
  return {
    name: 'pasal-message-words',
    enforce: 'pre',
    configResolved(config) {
      active = !config.build.ssr && !process.env.VITEST;
    },
    transform(code, id, options) {
      if (!active || options?.ssr) return null;
      const file = id.split('?', 1)[0]!;
      // The app's own modules; not the translation code itself, nor tests.
      if (!file.startsWith(appSource) || file.startsWith(i18nSource) || !/(?<!\.test)\.tsx?$/.test(file)) return null;
      const { files, ids: known, words } = catalogue();
      const ids = messageIdsOf(code, known);
      if (ids.length === 0) return null;
      for (const catalogueFile of files) this.addWatchFile(catalogueFile);
      const own = Object.fromEntries(
        Object.entries(words).map(([locale, messages]) => [
          locale,
          Object.fromEntries(ids.map((i) => [i, messages[i]])),
        ]),
      );
      // On the first line, so the module's own lines keep their numbers.
      const first = `import { addMessages as __pasalAddMessages } from ${i18nEntry};__pasalAddMessages(${JSON.stringify(own)});`;
      return { code: first + code, map: null };
    },
  };
}

/**
 * After the browser build, builds src/entry-server.tsx for Node into <outDir>/.ssr/entry-server.mjs,
 * every dependency bundled in, so the server can load it from wherever the build was written.
 */
function firstScreenRenderer(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pasal-first-screen-renderer',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(resolve(config.root, config.build.outDir), SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          // .mjs: loaded as a module wherever the build is written, with no package.json around it.
          rollupOptions: { output: { entryFileNames: 'entry-server.mjs', codeSplitting: false } },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [translationCatalogues(), messageWords(), react(), tailwindcss(), precompress(), firstScreenRenderer()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
      '/_sim': 'http://127.0.0.1:3000',
      '/sitemap.xml': 'http://127.0.0.1:3000',
      '/robots.txt': 'http://127.0.0.1:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest tells the server which chunks a page needs, so it can preload them with the HTML.
    manifest: true,
    rollupOptions: {
      output: {
        // What a page runs before its own screen's code (the entry and what it imports) is two
        // files: eleven small ones compressed 2.9 KB worse and cost ten more requests, while one
        // file would be compiled in one long task on a phone, where two are compiled as each
        // arrives. React DOM, a little over half of it, is the one. Code used only by some
        // screens is split as before.
        codeSplitting: {
          groups: [
            { name: 'react-dom', tags: ['$initial'], test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
