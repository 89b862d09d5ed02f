// How the prerendered pages' JavaScript is cut into files (vite.config.ts, output.codeSplitting).
//
// Left to itself the bundler makes one file per set of routes that share a module, so / asked
// for 35 files, most under 2 kB. Each file costs the browser a request it starts on the main
// thread (1-2 ms each here, unthrottled; 35 modulepreload links took a phone 50-300 ms at 4x
// slowdown) and a module to link. Here the modules the prerendered pages use are grouped instead:
//   - 'app': everything the entry imports statically (React, the router, MUI's core, the theme),
//     one file rather than the entry plus a dozen pieces it shares with lazy routes;
//   - 'first-<pages>': what those pages load to hydrate, one file per set of pages that use it;
//   - 'later-<pages>': what their lazy parts load (a sign-in form, the partners' carousel).
// A set whose source is small goes to its stage's 'small' file instead. The routes' own modules
// (those imported with import()) stay the first module of their file: the manifest, the entry's
// preload lists and scripts/prerender.mjs find them that way. Other routes (the account area, the
// back-office) that use a module of these groups load its group, a little more than they need.
import type { ChunkingContext } from 'rolldown';
import path from 'node:path';
import { PRERENDERED_PAGES } from '../src/prerender/pages';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(ROOT, 'src/main.tsx');

// A set of pages whose modules have less source than this (before minifying) does not get a file
// of its own: its modules go to the stage's 'small' group, which some pages load without using all of it.
const MIN_GROUP_SOURCE = 8 * 1024;

/** Every module `roots` import statically, with the roots. */
function staticClosure(ctx: ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** Each module's group, from the pages that use it: the set's own, or the stage's small one. */
function stageGroups(ctx: ChunkingContext, stage: string, pagesOf: Map<string, Set<string>>): Map<string, string> {
  const key = (pages: Set<string>) => [...pages].sort().join('-');
  const source = new Map<string, number>();
  for (const [id, pages] of pagesOf) source.set(key(pages), (source.get(key(pages)) ?? 0) + (ctx.getModuleInfo(id)?.code?.length ?? 0));
  const groups = new Map<string, string>();
  for (const [id, pages] of pagesOf)
    groups.set(id, source.get(key(pages))! >= MIN_GROUP_SOURCE ? `${stage}-${key(pages)}` : `${stage}-small`);
  return groups;
}

interface Grouping {
  inEntry: Set<string>;
  lazyRoots: Set<string>;
  groups: Map<string, string>;
}

// one chunking pass asks for every module with the same context; a rebuild (--watch) has a new one
let cached: { ctx: ChunkingContext; grouping: Grouping } | undefined;

function grouping(ctx: ChunkingContext): Grouping {
  if (cached?.ctx === ctx) return cached.grouping;
  const inEntry = staticClosure(ctx, [ENTRY]);
  const lazyRoots = new Set<string>();
  const first = new Map<string, Set<string>>();
  const later = new Map<string, Set<string>>();
  const use = (map: Map<string, Set<string>>, id: string, page: string) => map.set(id, (map.get(id) ?? new Set()).add(page));
  for (const { path: pagePath, modules } of PRERENDERED_PAGES) {
    const page = pagePath === '/' ? 'home' : pagePath.slice(1);
    const roots = modules.map((m) => path.join(ROOT, m));
    roots.forEach((id) => lazyRoots.add(id));
    const loaded = [...staticClosure(ctx, roots)].filter((id) => !inEntry.has(id));
    loaded.forEach((id) => use(first, id, page));
    const lazy = loaded.flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    lazy.forEach((id) => lazyRoots.add(id));
    for (const id of staticClosure(ctx, lazy)) if (!inEntry.has(id) && !first.get(id)?.has(page)) use(later, id, page);
  }
  // a module one page loads to hydrate and another only later is in the first stage for both
  for (const id of first.keys()) later.delete(id);
  const groups = new Map([...stageGroups(ctx, 'later', later), ...stageGroups(ctx, 'first', first)]);
  cached = { ctx, grouping: { inEntry, lazyRoots, groups } };
  return cached.grouping;
}

/** The group (and file name) of a module; null leaves it to the bundler. */
export function publicPageChunk(id: string, ctx: ChunkingContext): string | null {
  const { inEntry, lazyRoots, groups } = grouping(ctx);
  if (id === ENTRY || lazyRoots.has(id)) return null;
  if (inEntry.has(id)) return 'app';
  return groups.get(id) ?? null;
}
