// `node --import tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [top]`: where a V8 CPU
// profile's time went (e.g. one written by `BENCH_CPU_PROFILE=<file> npm run bench:checkout`):
// self time by function, by file and by package, each as a share of the time the thread was busy
// ((idle) left out), so profiles of runs of different lengths compare.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArgument] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArgument ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** The file a URL names, relative to the repository or node_modules, or V8's own label. */
function fileOf(url: string): string {
  if (url === '') return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const packaged = path.lastIndexOf('/node_modules/');
  if (packaged >= 0) return path.slice(packaged + '/node_modules/'.length);
  const repository = path.search(/\/(apps|packages|scripts)\//);
  return repository >= 0 ? path.slice(repository + 1) : path;
}

/** A package (`fastify`, `@pasal/contract`), `node:` internals, or the repository's module folder. */
function moduleOf(url: string): string {
  const name = fileOf(url);
  if (name.startsWith('node:')) return 'node: internals';
  if (!url.includes('/node_modules/'))
    return name
      .split('/')
      .slice(0, name.startsWith('apps/') ? 5 : 3)
      .join('/');
  const parts = name.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
const byModule = new Map<string, number>();
const add = (into: Map<string, number>, key: string, micros: number) => into.set(key, (into.get(key) ?? 0) + micros);
let busy = 0;
let idle = 0;
// timeDeltas[i] is the time since the previous sample: the time up to sample i + 1 belongs to sample i.
for (const [index, id] of profile.samples.entries()) {
  const micros = profile.timeDeltas[index + 1] ?? 0;
  const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
  if (functionName === '(idle)') {
    idle += micros;
    continue;
  }
  busy += micros;
  // V8's own entries ((garbage collector), a native such as writev) have no URL.
  const name = functionName || '(anonymous)';
  add(byFunction, url === '' ? name : `${name} ${fileOf(url)}:${lineNumber + 1}`, micros);
  add(byFile, url === '' ? name : fileOf(url), micros);
  add(byModule, url === '' ? name : moduleOf(url), micros);
}

console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy, ${(idle / 1e6).toFixed(2)} s idle`);
for (const [title, totals] of [
  ['function', byFunction],
  ['file', byFile],
  ['package or module', byModule],
] as const) {
  console.log(`\nSelf time by ${title} (share of busy time):`);
  for (const [key, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * micros) / busy).toFixed(1).padStart(6)}%  ${key}`);
}
