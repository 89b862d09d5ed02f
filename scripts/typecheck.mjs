// `npm run typecheck`: the app, node and e2e TypeScript projects, checked at once. The checker is
// TypeScript 7's native compiler (the `typescript-native` alias), the same type system in less than
// half the time and CPU of TypeScript 5's; ESLint's typed rules and the build still use
// TypeScript 5 (`typescript`), which typescript-eslint requires. Fails when any project has an
// error; each prints its own.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// the package exports no bin path, so it is found beside its package.json
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
const PROJECTS = ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.e2e.json'];

const codes = await Promise.all(
  PROJECTS.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
        child.on('exit', (code) => resolve(code ?? 1));
        child.on('error', () => resolve(1));
      }),
  ),
);
const failed = PROJECTS.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
