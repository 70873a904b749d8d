// Writes antd's styles for the dashboard's theme to a CSS file, with the map antd's CSS-in-JS reads
// to skip generating them in the browser (@ant-design/cssinjs "whole export", as antd's own
// static-style-extract does). Run by the build (vite.config.ts, antdStaticStyles) in a process of
// its own, because antd names its classes by NODE_ENV and must see "production" from its first line:
//   NODE_ENV=production node scripts/extract-antd-styles.mjs THEME_JSON OUTPUT_FILE
import { writeFileSync } from 'node:fs';

import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

const [themeJson, output] = process.argv.slice(2);
if (process.env.NODE_ENV !== 'production' || !themeJson || !output) {
  throw new Error('Usage: NODE_ENV=production node scripts/extract-antd-styles.mjs THEME_JSON OUTPUT_FILE');
}

// The parts the table pages, forms and dialogs draw. Parts left out (date and colour pickers, tour,
// steps, timeline, …: the analytics and settings tabs, ~70 kB more) still work: antd generates their styles in the browser the first time, as before.
const COMPONENTS = [
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Collapse',
  'Descriptions',
  'Divider',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Input',
  'InputNumber',
  'List',
  'Menu',
  'Pagination',
  'Radio',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Result',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Typography',
];
// Popups render only when open; antd exports a static panel of each for extraction.
const PANELS = ['Modal', 'Drawer', 'Popconfirm', 'Popover', 'Tooltip', 'Select', 'Dropdown', 'notification', 'message'];

// React warns about props the bare panels pass to the DOM; the styles are what is wanted here.
console.error = () => undefined;
const theme = JSON.parse(themeJson);
const cache = createCache();
const parts = [
  ...COMPONENTS.map((name) => createElement(antd[name], { key: name })),
  // Registered apart from their component: a closed dialog's styles, the coloured tags', the
  // button groups'.
  createElement(antd.Modal, { key: 'modal', open: false }),
  createElement(antd.Tag, { key: 'tag-colour', color: 'blue' }),
  createElement(antd.Tag, { key: 'tag-status', color: 'success' }),
  createElement(antd.Space.Compact, { key: 'compact' }, createElement(antd.Button)),
  // A form field's own fallback style, which Form.Item registers when it draws an input.
  createElement(antd.Form, { key: 'form-item' }, createElement(antd.Form.Item, { label: 'Name', name: 'name' }, createElement(antd.Input))),
  ...PANELS.map((name) => createElement(antd[name]._InternalPanelDoNotUseOrYouWillBeFired, { key: `${name}-panel` })),
];
for (const part of parts) {
  renderToString(createElement(StyleProvider, { cache }, createElement(antd.ConfigProvider, { theme }, createElement(antd.App, null, part))));
}
writeFileSync(output, extractStyle(cache, { plain: true }));
