import type { OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The start-up module (src/boot.ts), an entry of its own beside index.html's. */
export const BOOT_ENTRY = 'src/boot.ts';
const BOOT_NAME = 'boot';

/**
 * Vite bundles all of index.html's module scripts into one entry, so the start-up module could not
 * run before the app's whole entry had arrived. Built as an entry of its own, it is written into
 * the page here, async, with its few files preloaded: it runs as soon as they are in, while the
 * app's 220 kB are still downloading (issue 31, the request waterfall). The app's entry imports it
 * too (main.tsx), which is the same module: it runs once. In development main.tsx's import is all.
 */
export const bootScript = (): Plugin => ({
  name: 'lumen-boot-script',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const boot = Object.values(context.bundle ?? {}).find(
        (output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.name === BOOT_NAME,
      );
      if (!boot) throw new Error(`The start-up entry (${BOOT_ENTRY}) is not in the bundle`);
      const tags: HtmlTagDescriptor[] = [
        { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head-prepend' },
        // Its files that the app's entry does not already preload.
        ...boot.imports
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' })),
      ];
      return tags;
    },
  },
});

/** The build's inputs: the page and the start-up module. */
export const bootInputs = (root: string) => ({ index: `${root}/index.html`, [BOOT_NAME]: `${root}/${BOOT_ENTRY}` });

export type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null;

/** The modules these reach through static imports, themselves included (the build's chunk rules). */
export const staticallyReached = (graph: ModuleGraph, starts: readonly string[]): Set<string> => {
  const found = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(graph(id)?.importedIds ?? []));
  }
  return found;
};

/**
 * The chunk of what the start-up module imports (`root` is the project's directory): one file
 * beside it instead of ten, each a round trip on a phone, where a browser fetches six at a time
 * over HTTP/1.1. The app's entry imports the same modules and so loads this file too.
 */
export const startUpChunk = (root: string) => {
  let reached: Set<string> | null = null;
  return (id: string, graph: ModuleGraph): string | undefined => {
    reached ??= staticallyReached(graph, graph(`${root}/${BOOT_ENTRY}`)?.importedIds ?? []);
    return reached.has(id) ? 'start-up' : undefined;
  };
};
