import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Never scanned: dependencies, build output, data, fixtures made to fail on purpose, and this checker's own examples. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'data',
  'results',
  'fixtures',
  'doc-fixtures',
  'module-fixtures',
  'doc-links.ts',
  'docs-links.test.ts',
]);
const TOP_FOLDERS = '(?:domain|application|adapters|bootstrap|tests|docs|bench|scripts)';
/** A repository path in backticks, e.g. `adapters/http/problem.ts`; placeholders (`<module>`, `*`) are not paths. */
const BACKTICKED_PATH = new RegExp(
  `(?<!\\[)\`(${TOP_FOLDERS}/[\\w./-]+\\.(?:ts|mjs|cjs|md|json|sql))\``,
  'g',
);
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
/** `docs/x.md` or `docs/x.md#anchor` named in a source comment. */
const SOURCE_DOC_REFERENCE = /\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g;

export interface BrokenReference {
  /** Where it is named, relative to the root, e.g. `docs/records.md`. */
  readonly from: string;
  readonly target: string;
  readonly reason: 'missing file' | 'missing anchor';
}

/** Every reference to a repository file or a heading anchor, in Markdown files and source comments, that does not resolve. */
export function brokenReferences(root: string): BrokenReference[] {
  const broken: BrokenReference[] = [];
  for (const file of walk(root)) {
    const from = relative(root, file);
    const text = readFileSync(file, 'utf8');
    const check = (target: string, base: string) => {
      const reason = resolveReference(base, target, file);
      if (reason) broken.push({ from, target, reason });
    };
    if (file.endsWith('.md')) {
      for (const [, target] of text.matchAll(MARKDOWN_LINK)) {
        if (!/^[a-z][a-z+.-]*:/i.test(target!)) check(target!, dirname(file));
      }
      for (const [, path] of text.matchAll(BACKTICKED_PATH)) check(path!, root);
    } else {
      for (const [reference] of text.matchAll(SOURCE_DOC_REFERENCE)) check(reference, root);
    }
  }
  return broken;
}

/** Why `target`, named in `current` and resolved from `base`, does not resolve; undefined when it does. */
function resolveReference(
  base: string,
  target: string,
  current: string,
): BrokenReference['reason'] | undefined {
  const [path = '', anchor] = target.split('#');
  const document = path === '' ? current : resolve(base, decodeURIComponent(path));
  if (!existsSync(document)) return 'missing file';
  if (anchor === undefined || anchor === '') return undefined;
  if (!document.endsWith('.md') || !statSync(document).isFile()) return undefined;
  return headingAnchors(readFileSync(document, 'utf8')).has(anchor) ? undefined : 'missing anchor';
}

/** GitHub's heading anchors (lower case, punctuation dropped, spaces to hyphens, repeats numbered) and explicit ones. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    // An explicit anchor (`<a id="sessions"></a>` before a list item) is linked to as it is spelt.
    if (!fenced) for (const [, id] of line.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id!);
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function* walk(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (/\.(md|ts|mjs|cjs)$/.test(entry.name)) yield path;
  }
}
