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
    [TABLE_PAGE]: ['/app/node_modules/react/index.js', '/app/src/components/page-title/page-title.tsx'],
    [WELCOME]: ['/app/src/routes/landing/welcome-list.tsx', '/app/src/providers/data/http.ts'],
    '/app/src/routes/landing/welcome-list.tsx': ['/app/src/components/page-title/page-title.tsx', '/app/src/routes/landing/welcome.css'],
  });
  const chunkOf = (id: string) => entryChunks({ entry: MAIN, startUp: BOOT, welcome: WELCOME })(id, graph);

  it('puts the libraries the entry reaches in one file and its own code in another', () => {
    expect(chunkOf('/app/node_modules/react/index.js')).toBe(VENDOR);
    expect(chunkOf('/app/node_modules/graphql-request/index.js')).toBe(VENDOR);
    expect(chunkOf('/app/src/routes/route-table.ts')).toBe(APP);
  });

  it('keeps a stand-in that a library imports with the libraries, so the two files do not import each other', () => {
    expect(chunkOf('/app/src/vendor/request-document.ts')).toBe(VENDOR);
  });

  it('takes in the welcome landing and what it reaches, which every role opens on /', () => {
    expect(chunkOf(WELCOME)).toBe(APP);
    expect(chunkOf('/app/src/routes/landing/welcome-list.tsx')).toBe(APP);
    // A table page's part that the landing shows too comes with the entry, not as a file of its own.
    expect(chunkOf('/app/src/components/page-title/page-title.tsx')).toBe(APP);
    expect(chunkOf('/app/src/routes/landing/welcome.css')).toBeUndefined();
  });

  it('leaves the welcome landing to the other rules when it is not named', () => {
    expect(entryChunks({ entry: MAIN, startUp: BOOT })(WELCOME, graph)).toBeUndefined();
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
  const kitStyles = '/app/src/components/plain/plain-table.css';
  const headerLogo = '/app/src/components/uploads/header-logo.tsx';
  const pageIcon = '/app/node_modules/@ant-design/icons-svg/es/asn/UserAddOutlined.js';
  const antdIcon = '/app/node_modules/@ant-design/icons/es/icons/UserAddOutlined.js';
  const antdOnlyIcon = '/app/node_modules/@ant-design/icons-svg/es/asn/EditOutlined.js';
  const graph = graphOf({
    [MAIN]: ['/app/src/routes/route-table.ts'],
    [WELCOME]: [card],
    [STATUS]: [cells, card, statusForm, skeleton],
    [TABLE_PAGE]: [kitTable, card, skeleton, antdDialog, headerLogo, pageIcon],
    [antdIcon]: [pageIcon],
    '/app/node_modules/@ant-design/icons/es/icons/EditOutlined.js': [antdOnlyIcon],
    [kitTable]: [cells, kitIcon, kitStyles],
    [cells]: [chip, declaration],
    [chip]: [chipIcon],
    [antdDialog]: ['/app/node_modules/antd/es/modal/index.js'],
  });
  const chunkOf = (id: string) => pageChunks({ welcome: [MAIN, WELCOME], landings: [STATUS] })(id, graph);

  it("puts the parts no landing reaches in the page kit, with the icons they and the pages draw, and the headers' logo", () => {
    expect(chunkOf(kitTable)).toBe(PAGE_KIT);
    expect(chunkOf(kitIcon)).toBe(PAGE_KIT);
    expect(chunkOf(pageIcon)).toBe(PAGE_KIT);
    expect(chunkOf(headerLogo)).toBe(PAGE_KIT);
    // An icon only antd's icon components draw stays with them.
    expect(chunkOf(antdOnlyIcon)).toBeUndefined();
  });

  it("puts the kit's style sheets and the status page's plain parts in the basics: one style sheet, one file fewer", () => {
    expect(chunkOf(kitStyles)).toBe(PAGE_BASICS);
    expect(chunkOf(skeleton)).toBe(PAGE_BASICS);
  });

  it("puts what the kit imports and the curator's status page shares in the basics, through the kit's imports", () => {
    expect(chunkOf(cells)).toBe(PAGE_BASICS);
    expect(chunkOf(chip)).toBe(PAGE_BASICS);
    expect(chunkOf(chipIcon)).toBe(PAGE_BASICS);
    expect(chunkOf(declaration)).toBe(PAGE_BASICS);
  });

  it("adds nothing to the welcome page, nor the status page's own form to the table pages, and leaves antd with its dialogs", () => {
    expect(chunkOf(card)).toBeUndefined();
    expect(chunkOf(statusForm)).toBeUndefined();
    expect(chunkOf(antdDialog)).toBeUndefined();
  });
});
