// Runs commands at the same time and fails when any of them fails, naming it. The checks it runs
// (`npm run lint`, the typecheck beside `npm test`'s vitest) each leave part of CI's two cores idle
// — ESLint and Prettier are mostly one thread, and vitest's first seconds wait on the database's
// template — so side by side they take about as long as the longest, not the sum.
//   node scripts/side-by-side.mjs 'eslint .' 'prettier --check .' knip
//   node scripts/side-by-side.mjs 'node scripts/typecheck.mjs' 'vitest run' --coverage
// Each command is split on spaces and run from node_modules/.bin or the PATH. Arguments that start
// with '-' (what `npm test -- --coverage` appends) go to the last command.
import { spawn } from 'node:child_process';
import path from 'node:path';

const argv = process.argv.slice(2);
const options = argv.filter((a) => a.startsWith('-'));
const commands = argv.filter((a) => !a.startsWith('-')).map((c) => c.split(' '));
commands.at(-1)?.push(...options);

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
