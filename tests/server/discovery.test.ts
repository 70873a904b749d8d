import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { undiscoveredTableFiles } from '../../server/src/common/resource/discover-resources';

describe('resource discovery', () => {
  const root = mkdtempSync(join(tmpdir(), 'lumen-discovery-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds a table declared in a file discovery would miss, so the migration generator refuses to run', () => {
    mkdirSync(join(root, 'widgets'));
    writeFileSync(join(root, 'widgets', 'widgets.resource.ts'), "export const Widgets = defineResource({ name: 'Widget' });\n");
    writeFileSync(join(root, 'widgets', 'widget-part.entity.ts'), "@Entity('widget_parts') export class WidgetPart {}\n");
    writeFileSync(join(root, 'widgets', 'widget-log.ts'), "@Entity('widget_logs') export class WidgetLog {}\n");
    writeFileSync(join(root, 'widgets', 'widget-rules.ts'), 'export const rules = {};\n');
    expect(undiscoveredTableFiles(root)).toEqual([join(root, 'widgets', 'widget-log.ts')]);
  });

  it('finds none in the server', () => {
    expect(undiscoveredTableFiles(resolve('server/src'))).toEqual([]);
  });
});
