// Compiles the server for `npm start`: node runs dist-server/server.mjs, with no TypeScript
// loader at run time. Dependencies stay in node_modules (not bundled, but for JSON data); the `@/` alias is
// resolved from tsconfig. The migrations are copied beside the bundle (the server finds them
// next to itself), then the PGlite template (a migrated data directory) is made there, unless current.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
// another folder of the repository may be named (the start-up tests build their own copy, so they
// never rewrite the dist-server/ that a running server loads its chunks from); it must be inside
// the repository, where the bundle's packages resolve from node_modules
const out = path.resolve(root, process.argv[2] ?? 'dist-server');

// Packages stay in node_modules, except JSON data (a country list): node would want an import
// attribute that the source, written for Vite and tsx, does not carry.
const packagesExternalButJson = {
  name: 'packages-external-but-json',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
// chunks of earlier builds are never loaded again
const CHUNK = /-[A-Z0-9]{8}\.mjs(\.map)?$/;
for (const file of existsSync(out) ? readdirSync(out) : []) if (CHUNK.test(file)) rmSync(path.join(out, file));
await build({
  absWorkingDir: root,
  // the PGlite thread's file is loaded by name (new URL beside the bundle), so it is an entry of its own
  entryPoints: {
    server: 'server/server.ts',
    'pglite-template': 'scripts/pglite-template.ts',
    'pglite-worker': 'server/db/pglite-worker.mjs',
  },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // the server's dynamic imports become chunks that load (with their packages) when imported:
  // the database opens on its thread while they load (server/server.ts). Beside the entries,
  // since modules find their files (migrations, the PGlite thread) next to themselves.
  splitting: true,
  chunkNames: '[name]-[hash]',
  plugins: [packagesExternalButJson],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: 'tsconfig.node.json',
  sourcemap: true,
  logLevel: 'warning',
});
rmSync(path.join(out, 'migrations'), { recursive: true, force: true });
cpSync(path.join(root, 'server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`server compiled to ${path.relative(root, out)}/ in ${Date.now() - started} ms`);

const template = spawnSync(process.execPath, [path.join(out, 'pglite-template.mjs')], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
