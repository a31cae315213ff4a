// `npm run build:server`: compiles the API server (apps/server/src → apps/server/dist) and the
// shared contract (packages/contract/src → packages/contract/dist) to JavaScript, so production
// runs on plain `node` without a TypeScript loader (issue 22: less memory, faster start).
//
// Each file is transpiled on its own (esbuild, the transpiler Vite and tsx already use) with the
// folder layout kept: code that finds files relative to itself (migrations, the web build, the
// password list) finds them from dist/ exactly as from src/, and files that are not TypeScript
// are copied alongside. Types are checked by `npm run typecheck`, not here.
//
// The compiled server imports `@pasal/contract` like the sources do; the package's "exports" map
// sends the `pasal-compiled` condition (`node --conditions=pasal-compiled`, see `npm run serve`)
// to dist/ and everyone else (Vite, Vitest, tsx, tsc) to the TypeScript sources.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every file under dir, as paths relative to it. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

// Tests and scripts that generate source files are not part of the running server.
const skipped = /\.(test|api\.test|generate)\.tsx?$|\.d\.ts$/;

async function compile(packageDir) {
  const src = join(root, packageDir, 'src');
  const out = join(root, packageDir, 'dist');
  rmSync(out, { recursive: true, force: true });
  const files = filesUnder(src).filter((file) => !skipped.test(file));
  const sources = files.filter((file) => /\.tsx?$/.test(file));
  await build({
    entryPoints: sources.map((file) => join(src, file)),
    outdir: out,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
  });
  for (const file of files.filter((name) => !/\.tsx?$/.test(name))) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    copyFileSync(join(src, file), join(out, file));
  }
  return sources.length;
}

const started = performance.now();
const counts = await Promise.all(['packages/contract', 'apps/server'].map(compile));
console.log(
  `Compiled the contract (${counts[0]} files) and the server (${counts[1]} files) in ${Math.round(performance.now() - started)} ms`,
);
