// npm start: builds the SPA and the server only when their sources changed since the last build,
// so a start on an unchanged checkout takes seconds. Each build's inputs are hashed (paths and
// contents); the hash of the last build made here, and the time of the output it wrote, are kept
// in dist/build-inputs.json. An output written since by another build (npm run build) is rebuilt.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RECORD = 'dist/build-inputs.json';
const SHARED_INPUTS = ['shared', 'package.json', 'package-lock.json'];

const BUILDS = [
  {
    name: 'client',
    script: 'build:client',
    output: 'dist/client/index.html',
    inputs: [...SHARED_INPUTS, 'src', 'locales', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json'],
    // Settings read by vite.config.ts change the output as much as a source file does.
    environment: ['SOURCE_MAPS', 'API_URL'],
  },
  {
    name: 'server',
    script: 'build:server',
    output: 'dist/server/src/main.js',
    inputs: [...SHARED_INPUTS, 'server/src', 'server/scripts', '.swcrc'],
    environment: [],
  },
];

const filesUnder = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
};

const hashOf = (build) => {
  const hash = createHash('sha256');
  for (const file of build.inputs.flatMap(filesUnder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
  }
  for (const name of build.environment) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
};

const readRecord = () => {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8'));
  } catch {
    return {};
  }
};

const record = readRecord();
for (const build of BUILDS) {
  const hash = hashOf(build);
  const previous = record[build.name];
  if (previous?.hash === hash && existsSync(build.output) && statSync(build.output).mtimeMs === previous.outputModifiedAt) {
    console.log(`The ${build.name} build is up to date (sources unchanged).`);
    continue;
  }
  const run = spawnSync('npm', ['run', build.script], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Read again: the other build may have rewritten the file (npm run build:client empties only dist/client).
  const entry = { hash, outputModifiedAt: statSync(build.output).mtimeMs };
  writeFileSync(RECORD, `${JSON.stringify({ ...readRecord(), [build.name]: entry }, null, 2)}\n`);
}
