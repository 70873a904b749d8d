// `npm run check`: the type checks, ESLint and Prettier side by side (each uses one core, and the
// machine has two: ~75 s one after another), then the generated files, which regenerates them and so
// runs alone. Each command's output is printed whole when it ends; any failure fails the check.
import { spawn } from 'node:child_process';

const SIDE_BY_SIDE = [
  ['tsc', '-p', 'tsconfig.json'],
  ['tsc', '-p', 'server/tsconfig.json'],
  ['eslint', '.'],
  ['prettier', '--check', '.'],
];

const run = (command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['--no-install', ...command], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> ${command.join(' ')} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });

const passed = await Promise.all(SIDE_BY_SIDE.map(run));
const generated =
  passed.every(Boolean) &&
  (await new Promise((resolve) => spawn('node', ['scripts/check-generated.mjs'], { stdio: 'inherit' }).on('close', (code) => resolve(code === 0))));
if (!generated) process.exitCode = 1;
