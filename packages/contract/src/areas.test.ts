// Issue #31, "One map": the contract is organised by area, each folder named as the server module
// that serves it (apps/server/src/modules/<area>), so one name finds a feature's shapes, messages and
// rules on both sides. What many modules share sits in a few cross-cutting folders. This fails when
// a folder's name matches no server module (a typo, a module renamed on one side only) or when a
// file is dropped loose into src/ instead of into its area; and when a web feature or a contract
// folder spells a server module's area another way (`address` beside `addresses`).
import { describe, expect, it } from 'vitest';

// Vite, which runs Vitest, lists files by pattern when it transforms this file: the contract's
// tsconfig has no Node types (its code runs in browsers too), so the folders are read this way
// rather than with node:fs. Only the keys (the paths) are used; the lazy imports are never called.
declare global {
  interface ImportMeta {
    glob(pattern: string): Record<string, () => Promise<unknown>>;
  }
}

/** Folders that belong to no one module: what several use, the Nepal rules, words and refusals. */
const CROSS_CUTTING = ['shared', 'i18n', 'nepal', 'refusals'];

/** The files that may sit directly in src/: the package's one entry point and this test. */
const TOP_LEVEL_FILES = ['index.ts', 'areas.test.ts'];

/** The first folder of each path, once, sorted (`../x/catalog/a.ts` under `../x/` → catalog). */
function foldersOf(paths: string[], prefix: string): string[] {
  const folders = paths.map((path) => path.slice(prefix.length).split('/')).filter((parts) => parts.length > 1);
  return [...new Set(folders.map((parts) => parts[0] ?? ''))].sort();
}

const MODULES_PREFIX = '../../../apps/server/src/modules/';
const serverModules = foldersOf(
  Object.keys(import.meta.glob('../../../apps/server/src/modules/*/**/*.ts')),
  MODULES_PREFIX,
);
const contractFolders = foldersOf(Object.keys(import.meta.glob('./*/**')), './');
const WEB_FEATURES_PREFIX = '../../../apps/web/src/features/';
const webFeatures = foldersOf(
  Object.keys(import.meta.glob('../../../apps/web/src/features/*/**/*.{ts,tsx}')),
  WEB_FEATURES_PREFIX,
);

/**
 * A name as a concept: singular, `catalogue` spelt `catalog`, part by part (`saved-addresses` →
 * `saved-address`). Two folders of one concept have one spelling, so equal concepts must be equal
 * names.
 */
function concept(name: string): string {
  return name
    .split('-')
    .map((part) => part.replace(/^catalogue$/, 'catalog').replace(/(ie)?s$/, (_, ie?: string) => (ie ? 'y' : '')))
    .join('-');
}

const topLevelFiles = Object.keys(import.meta.glob('./*.ts')).map((path) => path.slice('./'.length));

describe('the contract is organised by the server modules’ areas', () => {
  it('reads both folder lists (an empty list would let every check below pass)', () => {
    expect(serverModules).toContain('orders');
    expect(contractFolders).toContain('shared');
  });

  it('names every folder as a server module or as a cross-cutting folder', () => {
    const strays = contractFolders.filter(
      (folder) => !serverModules.includes(folder) && !CROSS_CUTTING.includes(folder),
    );
    expect(
      strays,
      `folders of packages/contract/src named neither as a module in apps/server/src/modules nor as a cross-cutting folder (${CROSS_CUTTING.join(', ')})`,
    ).toEqual([]);
  });

  it('spells an area as the server does in the web app’s features too (address → addresses)', () => {
    expect(webFeatures).toContain('checkout');
    const misspelt = [...webFeatures, ...contractFolders].flatMap((folder) => {
      const module = serverModules.find((name) => name !== folder && concept(name) === concept(folder));
      return module ? [`${folder} (the server says ${module})`] : [];
    });
    expect(misspelt, 'folders that name a server module’s area with another spelling').toEqual([]);
    // The order desk was once the module `admin`, a word that says nothing of what it does.
    expect([...serverModules, ...contractFolders, ...webFeatures]).not.toContain('admin');
  });

  it('keeps every file in an area folder, apart from index.ts', () => {
    const loose = topLevelFiles.filter((file) => !TOP_LEVEL_FILES.includes(file));
    expect(
      loose,
      'files directly in packages/contract/src: move each into the folder of the server module that serves it, or shared/',
    ).toEqual([]);
  });
});
