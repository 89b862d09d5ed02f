// `npm run typecheck`: the app, node and e2e TypeScript projects, checked at once. Each tsc keeps
// about one core busy, so on CI's two cores the three together take about as long as the two
// largest one after the other. Fails when any project has an error; each prints its own.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
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
