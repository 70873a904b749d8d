import { staticallyReached } from './vite-boot-script';

/*
 * How the app's code is grouped into files (issue 31, the request waterfall). A browser opens six
 * connections to a host over HTTP/1.1 and a phone pays a round trip (562 ms on Lighthouse's
 * profile) per file, so code that comes as 16 small files waits three rounds. Left to itself, the
 * bundler makes a file of every set of modules with the same importers (and splits what the app's
 * entry shares with a group of its own out of the entry); these rules make fewer files for a
 * kilobyte or two more on some pages, every landing under 250 kB (signin.spec.ts).
 */

/** What a chunk group's name function may ask of the module graph (Rolldown's getModuleInfo). */
export type ChunkModuleGraph = (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;

export const VENDOR = 'vendor';
export const APP = 'app';

/**
 * The app's entry in three files instead of twelve: what `entry` reaches through static imports
 * and start-up (`startUp`, a chunk of its own) does not, as `vendor` (the libraries, and
 * src/vendor's stand-ins, which the libraries import: with the app's code they would make the two
 * files import each other) and `app` (the app's own modules), beside the entry module itself. The
 * libraries change far less often than the app, so a release re-downloads only `app`. Style sheets
 * stay where the bundler puts them, in the order they apply.
 *
 * The welcome landing (`welcome`) and what it reaches join them: `/` opens it for every role (it
 * sends the super editor, agents and curators on), its few kilobytes were six files of their own,
 * and the table pages shared two of those (the page title, the card). A landing on `/` then waits
 * for the entry alone; every other page carries 1.5 kB (brotli) more in the entry and two files fewer.
 */
export const entryChunks = (roots: { entry: string; startUp: string; welcome?: string }) => {
  let reached: { entry: Set<string>; startUp: Set<string> } | null = null;
  return (id: string, graph: ChunkModuleGraph): string | undefined => {
    reached ??= {
      entry: staticallyReached(graph, roots.welcome ? [roots.entry, roots.welcome] : [roots.entry]),
      startUp: staticallyReached(graph, [roots.startUp]),
    };
    if (id === roots.entry || !reached.entry.has(id) || reached.startUp.has(id) || id.endsWith('.css')) return undefined;
    return /\/node_modules\/|\/src\/vendor\//.test(id) ? VENDOR : APP;
  };
};

/**
 * The table pages' shared code, in two files:
 *
 * - `page-kit`: the parts of the table pages (plain elements, the resource table, confirmations,
 *   titles, formatting, the workspace's and group's header logo) that no landing reaches through
 *   static imports and that reach no antd (antd stays with the dialogs that load it); an icon when
 *   such a part or a page's own code draws it.
 * - `page-basics`: what those parts import and the curator's status page, a landing, reaches too
 *   (the cells, chips, formatting), the plain elements that page reaches (the skeleton), and the
 *   kit's style sheets: one script and one style sheet where there were eight files, still no part
 *   of the welcome page or the app's entry. The status page needs all of it but the kit's styles
 *   (1 kB), which it takes for one file fewer on every table page.
 */

export type PageChunkRoots = {
  /** The app's entry and the welcome landing: nothing they reach moves into either file. */
  welcome: readonly string[];
  /** Landings that are pages of their own (the curator's status page): may share `page-basics`. */
  landings: readonly string[];
};

export const PAGE_KIT = 'page-kit';
export const PAGE_BASICS = 'page-basics';

const PAGE_KIT_PARTS =
  /\/src\/components\/(plain|resource|confirm|feedback|page-title|page-breadcrumb)\/|\/src\/providers\/formatting|\/src\/components\/uploads\/header-logo\.tsx$/;
const PLAIN_PARTS = /\/src\/components\/plain\//;
const APP_CODE = /\/src\//;
const ICON_DEFINITION = /\/node_modules\/@ant-design\/icons-svg\//;
const ANTD = /\/node_modules\/(antd|@ant-design\/(cssinjs|icons)\/|@refinedev\/antd)\//;

/**
 * A memo of a yes/no property found by a depth-first search over the graph. A search cut short by a
 * cycle proves only "yes": "no" is kept for a module only when every path from it was followed.
 */
const searchMemo = (isTarget: (id: string) => boolean, next: (id: string) => readonly string[], through: (id: string) => boolean) => {
  const known = new Map<string, boolean>();
  const search = (id: string, stack: Set<string>): { found: boolean; complete: boolean } => {
    const memo = known.get(id);
    if (memo !== undefined) return { found: memo, complete: true };
    if (stack.has(id)) return { found: false, complete: false };
    stack.add(id);
    let complete = true;
    for (const neighbour of next(id)) {
      if (isTarget(neighbour)) {
        stack.delete(id);
        known.set(id, true);
        return { found: true, complete: true };
      }
      if (!through(neighbour)) continue;
      const result = search(neighbour, stack);
      if (result.found) {
        stack.delete(id);
        known.set(id, true);
        return { found: true, complete: true };
      }
      complete &&= result.complete;
    }
    stack.delete(id);
    if (complete) known.set(id, false);
    return { found: false, complete };
  };
  return (id: string): boolean => search(id, new Set()).found;
};

/** The group name function for the bundler: `page-kit`, `page-basics` or undefined (the bundler decides). */
export const pageChunks = (roots: PageChunkRoots) => {
  let graph: ChunkModuleGraph = () => null;
  let reached: { welcome: Set<string>; landings: Set<string> } | null = null;
  const reachedSets = () =>
    (reached ??= { welcome: staticallyReached(graph, roots.welcome), landings: staticallyReached(graph, [...roots.welcome, ...roots.landings]) });
  const reachesAntd = searchMemo(
    (id) => ANTD.test(id),
    (id) => graph(id)?.importedIds ?? [],
    () => true,
  );
  const antdBehind = (id: string) => ANTD.test(id) || reachesAntd(id);
  const isKitPart = (id: string): boolean => PAGE_KIT_PARTS.test(id) && !reachedSets().landings.has(id) && !antdBehind(id);
  /** Reached by a landing page, not by the welcome path, no antd behind it. */
  const mayBeBasic = (id: string): boolean => {
    const { welcome, landings } = reachedSets();
    return landings.has(id) && !welcome.has(id) && !antdBehind(id);
  };
  // Imported by a kit part, directly or through other such modules.
  const importedByKit = searchMemo(isKitPart, (id) => graph(id)?.importers ?? [], mayBeBasic);
  const isBasic = (id: string): boolean => mayBeBasic(id) && (PLAIN_PARTS.test(id) || importedByKit(id));

  return (id: string, moduleGraph: ChunkModuleGraph): string | undefined => {
    graph = moduleGraph;
    if (isKitPart(id)) return id.endsWith('.css') ? PAGE_BASICS : PAGE_KIT;
    if (isBasic(id)) return PAGE_BASICS;
    if (ICON_DEFINITION.test(id) && !reachedSets().landings.has(id)) {
      const importers = graph(id)?.importers ?? [];
      // Drawn by the app's own code (a kit part or a page): the screens that draw antd's icon of it load the kit too.
      if (importers.some((importer) => APP_CODE.test(importer))) return PAGE_KIT;
    }
    return undefined;
  };
};
