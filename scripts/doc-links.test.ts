// The shop's rules live in docs/rules/*.md, and code comments point there with a page and a heading
// (`docs/rules/cart.md#bulk-discounts`). This keeps it so: no comment cites the storefront
// specification's sections or the list of deviations (documents that are not in the repository),
// and every docs/rules pointer in the source, and every link between the rules pages, names a page
// and a heading that exist.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesDir = join(root, 'docs/rules');

const SOURCE_ROOTS = ['apps', 'packages', 'e2e', 'scripts'];
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);

// The old citations, written with escapes so that this file does not contain them. A citation may be
// wrapped over two comment lines, so the gap allows a line break and the comment's leading `*`.
const CITATION = /spec[\s*/]*\u00a7|DEVIATIONS[\s*/]*#/i;
// The project's design documents beside the repository (its facts sheet, architecture, stack and
// style notes), named as files or by their capitalised names with a section (`§4.2`) or a quoted
// heading: a comment cites the copy in docs/ instead (docs/protocols.md, docs/architecture.md).
const OUTSIDE_DOCUMENT = /\b(?:PROTOCOLS|ARCHITECTURE|STACK|STYLE)(?:\.md\b|\s+[§"])|\.\.\/shared\//;

/** Every source file under the roots, as paths relative to the repository, in a stable order. */
function sourceFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (SKIPPED_DIRS.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts')) {
        found.push(relative(root, path).split('\\').join('/'));
      }
    }
  };
  for (const dir of SOURCE_ROOTS) walk(join(root, dir));
  return found;
}

/** The comments of a file as [start, end) ranges, found by TypeScript's parser (not by guessing at `//`). */
function commentRanges(file: string, text: string): [number, number][] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, number>();
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, range.end);
  };
  const visit = (node: ts.Node) => {
    // JSX text is content, not trivia: a `//` in it is not a comment.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      add(ts.getLeadingCommentRanges(text, node.pos));
      add(ts.getTrailingCommentRanges(text, node.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].sort((a, b) => a[0] - b[0]);
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const counts = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = counts.get(base) ?? 0;
    counts.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const rulesPages = new Map(
  readdirSync(rulesDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, headingSlugs(readFileSync(join(rulesDir, name), 'utf8'))] as const),
);

/** Why a pointer to a rules page is broken, or null when page and heading exist. */
function brokenPointer(page: string, anchor: string | undefined): string | null {
  const slugs = rulesPages.get(page);
  if (!slugs) return `no page docs/rules/${page}`;
  if (anchor !== undefined && !slugs.has(anchor)) return `no heading #${anchor} in docs/rules/${page}`;
  return null;
}

const files = sourceFiles().map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

describe('the rules live in the repository', () => {
  it('finds the source files and the rules pages', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((entry) => entry.file === 'scripts/doc-links.test.ts')).toBe(true);
    expect(rulesPages.get('cart.md')?.has('bulk-discounts')).toBe(true);
  });

  it('makes anchors the way GitHub does', () => {
    const slugs = headingSlugs(
      '# Title\n## Bills (tax invoices)\n## Who may check out\n```\n## not a heading\n```\n## Title',
    );
    expect([...slugs]).toEqual(['title', 'bills-tax-invoices', 'who-may-check-out', 'title-1']);
  });

  it('no comment cites the specification or the deviations list: it points to docs/rules', () => {
    const citing: string[] = [];
    for (const { file, text } of files) {
      if (!CITATION.test(text)) continue;
      for (const [start, end] of commentRanges(file, text)) {
        const match = CITATION.exec(text.slice(start, end));
        if (match) citing.push(`${file}:${lineOf(text, start + match.index)}`);
      }
    }
    expect(citing, 'replace each citation by docs/rules/<page>.md#<heading> (see docs/rules/README.md)').toEqual([]);
  });

  it('no comment cites a design document outside the repository: it points into docs/', () => {
    const citing: string[] = [];
    for (const { file, text } of files) {
      if (!OUTSIDE_DOCUMENT.test(text)) continue;
      for (const [start, end] of commentRanges(file, text)) {
        const match = OUTSIDE_DOCUMENT.exec(text.slice(start, end));
        if (match) citing.push(`${file}:${lineOf(text, start + match.index)}`);
      }
    }
    expect(citing, 'cite docs/protocols.md or docs/architecture.md, which travel with the code').toEqual([]);
    // The check can fail: a comment naming the facts sheet beside the repository is caught.
    expect(OUTSIDE_DOCUMENT.test(`// eSewa status API (${'PROTOCOLS'}.md §1.8)`)).toBe(true);
    expect(OUTSIDE_DOCUMENT.test('// eSewa status API (docs/protocols.md §1.8)')).toBe(false);
    expect(OUTSIDE_DOCUMENT.test(`// a mobile (${'PROTOCOLS'} §4.2)`)).toBe(true);
    expect(OUTSIDE_DOCUMENT.test(`// shared links restore them (${'ARCHITECTURE'} "state in the URL")`)).toBe(true);
  });

  it('no test title or string cites the old documents either', () => {
    const global = new RegExp(CITATION.source, 'gi');
    const citingOutsideComments: Record<string, number> = {};
    for (const { file, text } of files) {
      const count = text.match(global)?.length ?? 0;
      if (count === 0) continue;
      const inComments = commentRanges(file, text).reduce(
        (sum, [start, end]) => sum + (text.slice(start, end).match(global)?.length ?? 0),
        0,
      );
      if (count > inComments) citingOutsideComments[file] = count - inComments;
    }
    expect(citingOutsideComments, 'describe the behaviour in the title; point to docs/rules in a comment').toEqual({});
  });

  it('every docs/rules pointer in the source names a page and a heading that exist', () => {
    const broken: string[] = [];
    const pointer = /docs\/rules\/([\w.-]+?\.md)(?:#([\w-]+))?/g;
    for (const { file, text } of files) {
      for (const match of text.matchAll(pointer)) {
        const why = brokenPointer(match[1], match[2]);
        if (why) broken.push(`${file}:${lineOf(text, match.index)}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every link between the rules pages names a page and a heading that exist', () => {
    const broken: string[] = [];
    const link = /\]\((?:\.\/)?([\w.-]+\.md)?(?:#([\w-]+))?\)/g;
    for (const [page] of rulesPages) {
      const text = readFileSync(join(rulesDir, page), 'utf8');
      for (const match of text.matchAll(link)) {
        if (match[1] === undefined && match[2] === undefined) continue;
        const why = brokenPointer(match[1] ?? page, match[2]);
        if (why) broken.push(`docs/rules/${page}:${lineOf(text, match.index)}: ${why}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
