// How the prerendered pages' JavaScript is cut into files (vite.config.ts, output.codeSplitting).
//
// Left to itself the bundler makes one file per set of routes that share a module, so / asked
// for 34 files, most under 2 kB. Each file costs the browser a request it starts on the main
// thread (1-2 ms each here, unthrottled; 34 modulepreload links took a phone 50-300 ms at 4x
// slowdown) and a module to link. Here the modules the prerendered pages use are grouped instead:
//   - 'app': everything the entry imports statically (React, the router, MUI's core, the theme),
//     one file rather than the entry plus a dozen pieces it shares with lazy routes;
//   - 'marketing': the marketing pages' script (src/public-page.ts, which does not hydrate) and
//     all it imports, so that those pages load none of the app's files;
//   - the modules the prerendered pages use in the app, one file per set of pages that load them
//     first ('first-<pages>') and set that loads them later, with a lazy part ('later-<pages>').
//     The sign-in pages hydrate with them; the marketing pages only when the app shows them
//     itself, after a sign-in page, and then without the sign-in pages' react-query.
// / went from 34 files to 14 when it hydrated. The routes' own modules (those imported with import()) stay the
// first module of their file: the manifest, the entry's preload lists and scripts/prerender.mjs
// find them that way. Other routes (the account area, the back-office) that use a module of these
// groups load its group, a little more than they need.
import type { Plugin, Rolldown } from 'vite';
import path from 'node:path';
import { HYDRATED_PAGES, MARKETING_PAGES, MARKETING_SCRIPT } from '../src/prerender/pages';

type ChunkingContext = Rolldown.ChunkingContext;

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(ROOT, 'src/main.tsx');
const MARKETING_ENTRY = path.join(ROOT, MARKETING_SCRIPT);

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

/**
 * A module's group: the pages that load it to hydrate, and those that load it later. A module's
 * imports are loaded by every page that loads it, as early or earlier, so a group only imports
 * groups of as many pages or more, never back: no cycle between files (which would run modules
 * out of order; merging small groups once made a sign-in group and a group of small ones import
 * each other). `chunkCycleGuard` fails the build on any cycle.
 */
function groupName(first: Set<string> | undefined, later: Set<string> | undefined): string {
  const name = (pages: Set<string> | undefined) => [...(pages ?? [])].sort().join('-');
  if (!later?.size) return `first-${name(first)}`;
  return first?.size ? `first-${name(first)}-later-${name(later)}` : `later-${name(later)}`;
}

interface Grouping {
  inEntry: Set<string>;
  inMarketing: Set<string>;
  lazyRoots: Set<string>;
  groups: Map<string, string>;
}

// one chunking pass asks for every module with the same context; a rebuild (--watch) has a new one
let cached: { ctx: ChunkingContext; grouping: Grouping } | undefined;

function grouping(ctx: ChunkingContext): Grouping {
  if (cached?.ctx === ctx) return cached.grouping;
  const inEntry = staticClosure(ctx, [ENTRY]);
  const inMarketing = staticClosure(ctx, [MARKETING_ENTRY]);
  const lazyRoots = new Set<string>();
  const first = new Map<string, Set<string>>();
  const later = new Map<string, Set<string>>();
  const use = (map: Map<string, Set<string>>, id: string, page: string) => map.set(id, (map.get(id) ?? new Set()).add(page));
  for (const { path: pagePath, modules } of [...MARKETING_PAGES, ...HYDRATED_PAGES]) {
    const page = pagePath === '/' ? 'home' : pagePath.slice(1);
    const roots = modules.map((m) => path.join(ROOT, m));
    roots.forEach((id) => lazyRoots.add(id));
    const loaded = [...staticClosure(ctx, roots)].filter((id) => !inEntry.has(id));
    loaded.forEach((id) => use(first, id, page));
    const lazy = loaded.flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    lazy.forEach((id) => lazyRoots.add(id));
    for (const id of staticClosure(ctx, lazy)) if (!inEntry.has(id) && !first.get(id)?.has(page)) use(later, id, page);
  }
  const groups = new Map([...new Set([...first.keys(), ...later.keys()])].map((id) => [id, groupName(first.get(id), later.get(id))]));
  cached = { ctx, grouping: { inEntry, inMarketing, lazyRoots, groups } };
  return cached.grouping;
}

/** The group (and file name) of a module; null leaves it to the bundler. */
export function publicPageChunk(id: string, ctx: ChunkingContext): string | null {
  const { inEntry, inMarketing, lazyRoots, groups } = grouping(ctx);
  if (id === ENTRY || id === MARKETING_ENTRY || lazyRoots.has(id)) return null;
  // what the marketing pages' script imports is a file of its own, never the app's (which the
  // app then imports: the session, the enhancers); else a page without React would load React
  if (inMarketing.has(id)) return 'marketing';
  if (inEntry.has(id)) return 'app';
  return groups.get(id) ?? null;
}

/**
 * Fails the build when two of its files import each other: the modules of a cycle can run before
 * what they import (the prerender once found a message table still undefined that way).
 */
export function chunkCycleGuard(): Plugin {
  return {
    name: 'chunk-cycle-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports]] : [])));
      const state = new Map<string, 'open' | 'done'>();
      const visit = (file: string, path: string[]) => {
        state.set(file, 'open');
        for (const next of imports.get(file) ?? []) {
          if (state.get(next) === 'open')
            this.error(`chunks import each other: ${[...path.slice(path.indexOf(next)), file, next].join(' -> ')}`);
          if (!state.has(next)) visit(next, [...path, file]);
        }
        state.set(file, 'done');
      };
      for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
    },
  };
}
