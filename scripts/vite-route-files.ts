import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import type { OutputBundle, OutputChunk } from 'rolldown';
import ts from 'typescript';
import type { Plugin } from 'vite';

import { ROUTE_FILES_ELEMENT_ID, type RouteFiles } from '../src/routes/route-files';
import { patternsOf, ROUTE_NAMES } from '../src/routes/route-table';

/** Where each route's page is declared (ROUTE_PAGES) and the module every antd page also loads. */
export const ROUTE_PAGES_MODULE = 'src/routes/route-pages.tsx';
const ANTD_SCOPE_MODULE = 'src/components/antd-scope/antd-scope.tsx';
/** An identifier in a page's declaration that means "inside antd's scope" (lazy-antd.tsx imports ANTD_SCOPE_MODULE). */
const ANTD_PAGE_MARK = 'lazyAntd';

const resolveModule = (directory: string, specifier: string): string => {
  const base = resolve(directory, specifier);
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((suffix) => `${base}${suffix}`).find((path) => /\.tsx?$/.test(path) && existsSync(path));
  if (!found) throw new Error(`${ROUTE_PAGES_MODULE}: ${specifier} is no module`);
  return found;
};

/**
 * The modules each route's page loads lazily, read from ROUTE_PAGES' declaration: every `import()`
 * its value reaches, following the file's own top-level constants and functions (`landing`,
 * `declaredPage`, `unbuilt`), plus antd's scope for a page declared through lazyAntd. A route that
 * reaches no module fails the build: a page declared another way must be taught here.
 */
export const routePageModules = (file: string, source: string, root: string): Map<string, string[]> => {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declarations = new Map<string, ts.Node>();
  for (const statement of sourceFile.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer) declarations.set(declaration.name.text, declaration.initializer);
  }
  const modulesOf = (start: ts.Node): string[] => {
    const found = new Set<string>();
    const followed = new Set<ts.Node>();
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (!specifier || !ts.isStringLiteral(specifier)) throw new Error(`${ROUTE_PAGES_MODULE}: a page's import() must name its module literally`);
        found.add(resolveModule(dirname(file), specifier.text));
      }
      if (ts.isIdentifier(node)) {
        if (node.text === ANTD_PAGE_MARK) found.add(resolve(root, ANTD_SCOPE_MODULE));
        const declaration = declarations.get(node.text);
        if (declaration && !followed.has(declaration)) {
          followed.add(declaration);
          visit(declaration);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(start);
    return [...found];
  };
  let pages = declarations.get('ROUTE_PAGES');
  while (pages && (ts.isSatisfiesExpression(pages) || ts.isAsExpression(pages))) pages = pages.expression;
  if (!pages || !ts.isObjectLiteralExpression(pages)) throw new Error(`${ROUTE_PAGES_MODULE} no longer declares ROUTE_PAGES as an object`);
  const modules = new Map<string, string[]>();
  for (const property of pages.properties) {
    const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : null;
    if (!value || !property.name || !ts.isIdentifier(property.name)) throw new Error(`${ROUTE_PAGES_MODULE}: ROUTE_PAGES holds ${property.getText()}`);
    const found = modulesOf(value);
    if (found.length === 0) throw new Error(`${ROUTE_PAGES_MODULE}: the page of ${property.name.text} loads no module`);
    modules.set(property.name.text, found);
  }
  return modules;
};

/** A route path as a pattern, matched as react-router's matchPath does (any case, a trailing slash), each parameter a named group. */
export const routePattern = (path: string): string => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`;

const chunks = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** The files a chunk needs, its static imports' too, with their style sheets. */
const filesOf = (chunk: OutputChunk, byFile: Map<string, OutputChunk>, into = new Set<string>()): Set<string> => {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of chunk.imports) {
    const importedChunk = byFile.get(imported);
    if (importedChunk) filesOf(importedChunk, byFile, into);
  }
  return into;
};

/**
 * Each route's files, written into the page as data (issue 31, the request waterfall): start-up
 * (src/boot.ts, through src/routes/route-files.ts) adds a preload of the open page's code as soon
 * as it runs, so it downloads behind the app's entry instead of after the entry has been fetched and
 * run (on a phone, the entry's 0.7 s of evaluation and a round trip). A route's files leave out
 * what the page preloads anyway (the entries' own). The page holds it as a JSON data block, which
 * no Content-Security-Policy blocks, since it is never run.
 */
export const routeFilesManifest = (root: string): Plugin => ({
  name: 'lumen-route-files',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      if (!context.bundle) return [];
      const all = chunks(context.bundle);
      const byFile = new Map(all.map((chunk) => [chunk.fileName, chunk]));
      const inPage = new Set<string>();
      for (const entry of all.filter((chunk) => chunk.isEntry)) filesOf(entry, byFile, inPage);
      const chunkOf = (module: string): OutputChunk => {
        const chunk = all.find((candidate) => candidate.facadeModuleId === module) ?? all.find((candidate) => candidate.moduleIds.includes(module));
        if (!chunk) throw new Error(`No chunk holds ${module}`);
        return chunk;
      };
      const pagesFile = resolve(root, ROUTE_PAGES_MODULE);
      const pageModules = routePageModules(pagesFile, readFileSync(pagesFile, 'utf8'), root);
      const files: string[] = [];
      const indexOf = (file: string): number => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      };
      const manifest: RouteFiles = {
        files,
        routes: ROUTE_NAMES.map((name) => {
          const modules = pageModules.get(name);
          if (!modules) throw new Error(`${ROUTE_PAGES_MODULE} declares no page for the route ${name}`);
          const needed = new Set<string>();
          for (const module of modules) filesOf(chunkOf(module), byFile, needed);
          const own = [...needed].filter((file) => !inPage.has(file));
          return [name, patternsOf(name).map(routePattern), own.map(indexOf)];
        }),
      };
      // `<` escaped: the data cannot end its element early.
      const children = JSON.stringify(manifest).replace(/</g, '\\u003c');
      return [{ tag: 'script', attrs: { type: 'application/json', id: ROUTE_FILES_ELEMENT_ID }, children, injectTo: 'head-prepend' }];
    },
  },
});
