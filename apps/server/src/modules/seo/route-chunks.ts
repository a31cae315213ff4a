// Which script chunks a page of the web app needs, read from Vite's build manifest, so the server
// can announce them (modulepreload) in the HTML instead of the browser finding them one by one.

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

function collect(manifest: BuildManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

/**
 * The files (as site paths) a route module and its static imports need beyond what index.html
 * already loads. Unknown modules give an empty list: a missing hint costs time, never correctness.
 */
export function routeChunks(manifest: BuildManifest, routeModule: string, entry = 'index.html'): string[] {
  const loaded = new Set<string>();
  collect(manifest, entry, loaded);
  const needed = new Set<string>();
  collect(manifest, routeModule, needed);
  return [...needed].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
}
