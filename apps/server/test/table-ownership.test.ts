import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module writes only its own tables (issue #21; docs/architecture.md#module-map). Another module
// may read them (joins are fine), but an INSERT, UPDATE or DELETE goes through a function the owning
// module exports, so the rules about a table's rows live in one place. This test reads the server's
// source: Drizzle writes (`.insert(table)`, `.update(table)`, `.delete(table)`) and SQL written by
// hand (`INSERT INTO name`, `UPDATE ${table}`, `DELETE FROM name`) in every module's non-test code.

const modulesDir = fileURLToPath(new URL('../src/modules', import.meta.url));

/** A table belongs to the module whose schema file defines it, unless said otherwise here. */
const OWNER_OVERRIDES: Record<string, { owner: string; why: string }> = {
  coupons: {
    owner: 'coupons',
    why: 'defined beside orders (redemptions refer to it) but created and edited by the coupons module',
  },
  product_images: {
    owner: 'media',
    why: "defined with the catalogue (products refer to it) but a product's images are added, ordered and removed by the media module",
  },
};

/**
 * Writes across a boundary that are allowed, each with its reason: `module -> table`. A new entry
 * needs a reason a reviewer accepts.
 */
const ALLOWED: Record<string, string> = {
  'catalog -> product_images':
    "a new variant (issue #35) starts with a copy of its family's images, in the transaction that makes it; adding, ordering and removing them stay the media module's",
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

const moduleOf = (file: string) => relative(modulesDir, file).split(sep)[0]!;
const isSchemaFile = (file: string) => /(?:^|[/-])schema\.ts$/.test(file);
const isTestCode = (file: string) => /\.test\.ts$|[/]test-[a-z-]+\.ts$/.test(file);

interface Table {
  variable: string;
  name: string;
  owner: string;
}

/** Every table, by its TypeScript name and its SQL name, with its owning module. */
function tables(files: string[]): Table[] {
  return files.filter(isSchemaFile).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)].map(
      ([, variable, name]) => ({
        variable: variable!,
        name: name!,
        owner: OWNER_OVERRIDES[name!]?.owner ?? moduleOf(file),
      }),
    ),
  );
}

/** Comments mention tables in prose ("update orders when…"): only code counts. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

interface Write {
  module: string;
  file: string;
  table: Table;
}

function crossModuleWrites(): Write[] {
  const files = filesUnder(modulesDir);
  const known = tables(files);
  const byVariable = new Map(known.map((table) => [table.variable, table]));
  const byName = new Map(known.map((table) => [table.name, table]));
  const writes: Write[] = [];
  for (const file of files) {
    if (isTestCode(file) || isSchemaFile(file)) continue;
    const module = moduleOf(file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    const written = [
      ...[...source.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)].map(([, v]) =>
        byVariable.get(v!),
      ),
      ...[
        ...source.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{(?:schema\.)?(\w+)\}|"?([a-z_]+)"?)/gi),
      ].map(([, variable, name]) => (variable ? byVariable.get(variable) : byName.get(name!.toLowerCase()))),
    ];
    for (const table of written) {
      if (table && table.owner !== module) writes.push({ module, file: relative(modulesDir, file), table });
    }
  }
  return writes;
}

describe('table ownership', () => {
  const writes = crossModuleWrites();

  it('finds the tables and the writes it checks', () => {
    // A guard on the test itself: a pattern that stopped matching would pass everything.
    expect(tables(filesUnder(modulesDir)).length).toBeGreaterThan(25);
  });

  it('a module writes only its own tables, apart from the listed exceptions', () => {
    const unlisted = writes
      .filter((write) => !(`${write.module} -> ${write.table.name}` in ALLOWED))
      .map((write) => `${write.file} writes ${write.table.name} (owned by ${write.table.owner})`);
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const used = new Set(writes.map((write) => `${write.module} -> ${write.table.name}`));
    expect(Object.keys(ALLOWED).filter((exception) => !used.has(exception))).toEqual([]);
  });
});
