import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { defineConfig, Plugin } from 'vite';

import { BOOT_ENTRY, bootInputs, bootScript, startUpChunk } from './scripts/vite-boot-script';
import { entryChunks, pageChunks } from './scripts/vite-chunk-groups';
import { routeFilesManifest } from './scripts/vite-route-files';
import { ANTD_THEME } from './src/components/antd-scope/theme';
import { textsChunkOf } from './src/providers/text-namespaces';

/** The project's directory, and a file in it by its path from there: the one way this config names a file. */
const PROJECT_ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const projectFile = (path: string) => join(PROJECT_ROOT, path);

/** Each build gets a new id in version.txt; open dashboards poll it and offer a reload (spec 01 §4). */
const versionFile = (): Plugin => ({
  name: 'lumen-version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${new Date().toISOString()} ${randomUUID()}\n` });
  },
});

const STATIC_STYLES_MODULE = 'src/components/antd-scope/static-styles.ts';
const STATIC_STYLES_EMPTY = "export const ANTD_STATIC_STYLES_URL = '';";

/**
 * antd's styles for the theme, extracted once per build (scripts/extract-antd-styles.mjs) into a
 * style sheet named by its content (it changes only with antd or the theme, so browsers keep it
 * across releases), whose address goes into static-styles.ts: the browser does not generate them
 * (issue 31). The dev server and the tests keep the empty address: antd generates styles there.
 */
const antdStaticStyles = (): Plugin => {
  let fileName = '';
  return {
    name: 'lumen-antd-static-styles',
    apply: 'build',
    // Sees the module's own text, before TypeScript is compiled away.
    enforce: 'pre',
    buildStart() {
      const directory = mkdtempSync(join(tmpdir(), 'antd-styles-'));
      try {
        const file = join(directory, 'antd.css');
        execFileSync(process.execPath, ['scripts/extract-antd-styles.mjs', JSON.stringify(ANTD_THEME), file], {
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        const styles = readFileSync(file, 'utf8');
        fileName = `assets/antd-static-${createHash('sha256').update(styles).digest('hex').slice(0, 10)}.css`;
        this.emitFile({ type: 'asset', fileName, source: styles });
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
    transform(code, id) {
      if (!id.endsWith(STATIC_STYLES_MODULE)) return null;
      // A changed line would leave the styles out without a word: fail the build instead.
      if (!code.includes(STATIC_STYLES_EMPTY)) throw new Error(`${STATIC_STYLES_MODULE} no longer declares ${STATIC_STYLES_EMPTY}`);
      return { code: code.replace(STATIC_STYLES_EMPTY, `export const ANTD_STATIC_STYLES_URL = ${JSON.stringify(`/${fileName}`)};`), map: null };
    },
  };
};

const OUT_DIR = 'dist/client';
/** SOURCE_MAPS=true writes source maps for an error tracker, outside the served directory. */
const SOURCE_MAPS_DIR = 'dist/sourcemaps';
const withSourceMaps = process.env.SOURCE_MAPS === 'true';

const filesUnder = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

/** Text the server sends precompressed; below the size, compression costs more than it saves. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
const COMPRESS_FROM_BYTES = 1024;

/**
 * A plugin that works on the build's files once they are written, in the directory this build
 * writes to: OUT_DIR, or another given with --outDir (an A/B's second build), read from the
 * resolved config rather than assumed.
 */
const afterBuild = (name: string, run: (outDir: string) => Promise<void>): Plugin => {
  let outDir = OUT_DIR;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: () => run(outDir),
  };
};

/**
 * Writes file.br and file.gz next to every text file of the build (maximum levels: it happens
 * once per build); the server sends them with Content-Encoding (server/src/spa/serve-spa.ts).
 */
const precompress = (): Plugin =>
  afterBuild('lumen-precompress', async (outDir) => {
    const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.has(extname(file)));
    await Promise.all(
      files.map(async (file) => {
        const content = await readFile(file);
        if (content.length < COMPRESS_FROM_BYTES) return;
        const brotli = promisify(brotliCompress)(content, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        await Promise.all([writeFile(`${file}.br`, await brotli), writeFile(`${file}.gz`, await promisify(gzip)(content, { level: 9 }))]);
      }),
    );
  });

/** Moves the (hidden) source maps out of the served directory. */
const moveSourceMaps = (): Plugin =>
  afterBuild('lumen-move-source-maps', async (outDir) => {
    const maps = (await filesUnder(outDir)).filter((file) => file.endsWith('.map'));
    await rm(SOURCE_MAPS_DIR, { recursive: true, force: true });
    for (const map of maps) {
      const target = join(SOURCE_MAPS_DIR, relative(outDir, map));
      await mkdir(dirname(target), { recursive: true });
      await rename(map, target);
    }
  });

const REQUEST_DOCUMENT = projectFile('src/vendor/request-document.ts');

/**
 * graphql-request's own import of its resolveRequestDocument is answered by src/vendor's stand-in,
 * which reads an operation's name without graphql's parser (7 kB gzip of every first page); only
 * that importer is redirected, so the original stays what its test compares against.
 */
const requestDocumentWithoutParser = (): Plugin => ({
  name: 'request-document-without-parser',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './resolveRequestDocument.js' && importer && /node_modules\/graphql-request\//.test(importer) ? REQUEST_DOCUMENT : null,
});

const WELCOME_LANDING = projectFile('src/routes/landing/index.tsx');
const entryChunkOf = entryChunks({ entry: projectFile('src/main.tsx'), startUp: projectFile(BOOT_ENTRY), welcome: WELCOME_LANDING });
/** The table pages' shared parts: nothing the entry and the welcome landing reach (it is in the entry's files), nor more than the status page, a landing, uses but 1 kB of styles. */
const pageChunkOf = pageChunks({
  welcome: [projectFile('src/main.tsx'), WELCOME_LANDING],
  landings: ['src/routes/program-status/index.tsx'].map(projectFile),
});
const startUpChunkOf = startUpChunk(PROJECT_ROOT);

/** The API server (with the sign-in service) the dev server forwards to. */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    requestDocumentWithoutParser(),
    antdStaticStyles(),
    bootScript(),
    routeFilesManifest(PROJECT_ROOT),
    versionFile(),
    ...(withSourceMaps ? [moveSourceMaps()] : []),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': projectFile('src'),
      '@shared': projectFile('shared'),
      // @refinedev/antd imports the markdown stack for its MarkdownField at the top of its bundle, so
      // it cannot be tree-shaken; the dashboard never renders that field, and these ~45 kB gzip of
      // markdown parsing would otherwise load with the first table or form.
      'react-markdown': projectFile('src/vendor/unused-markdown.ts'),
      'remark-gfm': projectFile('src/vendor/unused-markdown.ts'),
      // pluralize's rule tables (~10 kB gzip on every first page) for the few resource names Refine
      // turns singular: src/vendor/plural-words.ts gives the same answers, checked by its test.
      pluralize: projectFile('src/vendor/plural-words.ts'),
      'cross-fetch': projectFile('src/vendor/native-fetch.ts'),
      'side-channel': projectFile('src/vendor/side-channel.cjs'),
      // The data provider's parsed templates: src/vendor/graphql-tag.ts sends their text (no parser on first pages).
      'graphql-tag': projectFile('src/vendor/graphql-tag.ts'),
      // The data provider's one lodash import: lodash-es's same function shares the helpers Refine's core already loads.
      'lodash/set': 'lodash-es/set',
    },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // The libraries are one file on purpose (scripts/vite-chunk-groups.ts): ~520 kB minified, 164 kB gzip.
    chunkSizeWarningLimit: 600,
    // No source maps are served: none by default; with SOURCE_MAPS=true, without a reference in the bundles, in dist/sourcemaps.
    sourcemap: withSourceMaps ? 'hidden' : false,
    rollupOptions: {
      input: bootInputs(PROJECT_ROOT),
      onLog(level, log, handler) {
        // The welcome landing is part of the entry's files on purpose (entryChunks): /welcome's lazy
        // import of its list finds it loaded, which is all the bundler's notice says.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/routes/landing/')) return;
        handler(level, log);
      },
      // Packages without side effects that do not say so in their package.json: declaring it lets
      // the bundler drop what no screen uses (Refine's core imports papaparse for CSV hooks the
      // dashboard does not use; antd's tooltips import rc-field-form's whole barrel for one context; Refine's devtools tracing,
      // dead outside development, keeps its stack parser only through its module's imports).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules\/(papaparse|rc-field-form|@rc-component\/async-validator|rc-select|rc-pagination|@refinedev\/devtools-internal|error-stack-parser|stackframe)\//.test(
            id,
          ),
      },
      output: {
        // The app's entry as its libraries and its own code (entryChunks), a language's texts
        // (text-namespaces.ts) and the table pages' shared parts (pageChunks): a file each, not one
        // per set of importers (scripts/vite-chunk-groups.ts).
        codeSplitting: {
          groups: [
            // What start-up (src/boot.ts) imports, in one file: it runs before the app's code is in.
            { name: (id, context) => startUpChunkOf(id, (moduleId) => context.getModuleInfo(moduleId)) ?? null, includeDependenciesRecursively: false },
            { name: (id, context) => entryChunkOf(id, (moduleId) => context.getModuleInfo(moduleId)) ?? null, includeDependenciesRecursively: false },
            { name: (id) => textsChunkOf(id) ?? null },
            // Only the parts themselves: their libraries stay where the entry or a screen has them.
            { name: (id, context) => pageChunkOf(id, (moduleId) => context.getModuleInfo(moduleId)) ?? null, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/signin': apiTarget,
      '/version.txt': apiTarget,
    },
  },
});
