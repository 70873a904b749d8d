import { describe, expect, it } from 'vitest';

import { APP, entryChunks, PAGE_BASICS, PAGE_KIT, pageChunks, VENDOR, type ChunkModuleGraph } from '../../scripts/vite-chunk-groups';

/** A module graph from each module's static imports, with the importers the bundler would report. */
const graphOf = (imports: Record<string, string[]>): ChunkModuleGraph => {
  const importers = new Map<string, string[]>();
  for (const [id, imported] of Object.entries(imports)) for (const target of imported) importers.set(target, [...(importers.get(target) ?? []), id]);
  return (id) => (id in imports || importers.has(id) ? { importedIds: imports[id] ?? [], importers: importers.get(id) ?? [] } : null);
};

const MAIN = '/app/src/main.tsx';
const BOOT = '/app/src/boot.ts';
const WELCOME = '/app/src/routes/landing/index.tsx';
const STATUS = '/app/src/routes/program-status/index.tsx';
const TABLE_PAGE = '/app/src/routes/organization/index.tsx';

describe("the app's entry in few files", () => {
  const graph = graphOf({
    [MAIN]: ['/app/src/boot.ts', '/app/node_modules/react/index.js', '/app/src/routes/route-table.ts', '/app/src/main.css'],
    [BOOT]: ['/app/src/providers/data/http.ts'],
    '/app/src/routes/route-table.ts': ['/app/src/providers/data/http.ts', '/app/node_modules/graphql-request/index.js'],
    '/app/node_modules/graphql-request/index.js': ['/app/src/vendor/request-document.ts'],
    // Loaded later (a dynamic import is no static edge): not part of the entry.
    [TABLE_PAGE]: ['/app/node_modules/react/index.js'],
  });
  const chunkOf = (id: string) => entryChunks({ entry: MAIN, startUp: BOOT })(id, graph);

  it('puts the libraries the entry reaches in one file and its own code in another', () => {
    expect(chunkOf('/app/node_modules/react/index.js')).toBe(VENDOR);
    expect(chunkOf('/app/node_modules/graphql-request/index.js')).toBe(VENDOR);
    expect(chunkOf('/app/src/routes/route-table.ts')).toBe(APP);
  });

  it('keeps a stand-in that a library imports with the libraries, so the two files do not import each other', () => {
    expect(chunkOf('/app/src/vendor/request-document.ts')).toBe(VENDOR);
  });

  it('leaves the entry module, start-up, style sheets and what loads later to the other rules', () => {
    expect(chunkOf(MAIN)).toBeUndefined();
    expect(chunkOf('/app/src/providers/data/http.ts')).toBeUndefined();
    expect(chunkOf(BOOT)).toBeUndefined();
    expect(chunkOf('/app/src/main.css')).toBeUndefined();
    expect(chunkOf(TABLE_PAGE)).toBeUndefined();
  });
});

describe("the table pages' shared code in two files", () => {
  const kitTable = '/app/src/components/resource/resource-table.tsx';
  const cells = '/app/src/components/resource/table-cells.tsx';
  const declaration = '/app/src/resources/declaration.ts';
  const chip = '/app/src/components/plain/plain-chip.tsx';
  const chipIcon = '/app/node_modules/@ant-design/icons-svg/es/asn/CloseCircleFilled.js';
  const kitIcon = '/app/node_modules/@ant-design/icons-svg/es/asn/SearchOutlined.js';
  const card = '/app/src/components/plain/plain-card.tsx';
  const statusForm = '/app/src/components/resource/plain-resource-form.tsx';
  const skeleton = '/app/src/components/plain/plain-skeleton.tsx';
  const antdDialog = '/app/src/components/confirm/confirm-dialog.tsx';
  const graph = graphOf({
    [MAIN]: ['/app/src/routes/route-table.ts'],
    [WELCOME]: [card],
    [STATUS]: [cells, card, statusForm, skeleton],
    [TABLE_PAGE]: [kitTable, card, skeleton, antdDialog],
    [kitTable]: [cells, kitIcon],
    [cells]: [chip, declaration],
    [chip]: [chipIcon],
    [antdDialog]: ['/app/node_modules/antd/es/modal/index.js'],
  });
  const chunkOf = (id: string) => pageChunks({ welcome: [MAIN, WELCOME], landings: [STATUS] })(id, graph);

  it('puts the parts no landing reaches in the page kit, with the icons they draw', () => {
    expect(chunkOf(kitTable)).toBe(PAGE_KIT);
    expect(chunkOf(kitIcon)).toBe(PAGE_KIT);
  });

  it("puts what the kit imports and the curator's status page shares in the basics, through the kit's imports", () => {
    expect(chunkOf(cells)).toBe(PAGE_BASICS);
    expect(chunkOf(chip)).toBe(PAGE_BASICS);
    expect(chunkOf(chipIcon)).toBe(PAGE_BASICS);
    expect(chunkOf(declaration)).toBe(PAGE_BASICS);
  });

  it('adds nothing to the welcome page, nor to the status page beyond what it uses, and leaves antd with its dialogs', () => {
    expect(chunkOf(card)).toBeUndefined();
    expect(chunkOf(statusForm)).toBeUndefined();
    expect(chunkOf(skeleton)).toBeUndefined();
    expect(chunkOf(antdDialog)).toBeUndefined();
  });
});
