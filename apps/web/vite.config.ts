import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';

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
      const source = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(source)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${id}: message "${key}" is not valid ICU MessageFormat: ${String(error)}`, { cause: error });
        }
      }
      return { code: JSON.stringify(compiled), map: null };
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
  plugins: [translationCatalogues(), react(), tailwindcss(), precompress(), firstScreenRenderer()],
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
  // The manifest tells the server which chunks a page needs, so it can preload them with the HTML.
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
});
