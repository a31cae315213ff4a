// Which messages a module's code names (used by the build, vite.config.ts messageWords). A message
// id is written as a string that starts with its area: whole ('cart.empty', "layout.navHome"), or
// as the start of a template (`home.hero${n}Title` names every id that starts with home.hero),
// wherever it is later passed to t(). An id built any other way would be missed, so there are none
// (message-ids.test.ts reads every source file for one).

/** The ids among `known` that `code` names. */
export function messageIdsOf(code: string, known: readonly string[]): string[] {
  const areas = [...new Set(known.map((id) => id.slice(0, id.indexOf('.'))))];
  const ids = new Set(known);
  const found = new Set<string>();
  const pattern = new RegExp(`['"\`]((?:${areas.join('|')})\\.\\w*)(\\$\\{)?`, 'g');
  for (const [, name, template] of code.matchAll(pattern)) {
    if (template) for (const id of known) if (id.startsWith(name!)) found.add(id);
    if (ids.has(name!)) found.add(name!);
  }
  return [...found].sort();
}
