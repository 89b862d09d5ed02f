// Runs commands at the same time and fails when any of them fails, naming it. `npm run lint` runs
// ESLint, Prettier and knip through it: each is mostly one thread, so on CI's two cores side by
// side they take about as long as the longest instead of the sum (36 s instead of 42-45, back to back).
//   node scripts/side-by-side.mjs 'eslint .' 'prettier --check .' knip
// Each command is split on spaces and run from node_modules/.bin or the PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';

const commands = process.argv.slice(2).map((c) => c.split(' '));

const bin = path.resolve('node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };

const codes = await Promise.all(
  commands.map(
    ([command, ...args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: 'inherit', env });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', (error) => {
          console.error(`${command}: ${error.message}`);
          resolve(1);
        });
      }),
  ),
);
const failed = commands.filter((_, i) => codes[i] !== 0).map((c) => c.join(' '));
if (failed.length) {
  console.error(`failed: ${failed.join('; ')}`);
  process.exit(1);
}
