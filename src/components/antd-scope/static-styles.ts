/**
 * Where antd's styles for the dashboard's theme are, extracted at build time into one style sheet
 * (scripts/extract-antd-styles.mjs; vite.config.ts's antdStaticStyles writes the address here).
 * With the sheet in the page, antd's CSS-in-JS finds each component's styles there and skips
 * generating and inserting them while a screen renders (issue 31: a third of a table page's
 * main-thread work). Empty in the dev server and in tests, where antd generates styles as before.
 */
export const ANTD_STATIC_STYLES_URL = '';

const MARK = 'data-antd-static-styles';

let loading: Promise<void> | undefined;

/**
 * Links the sheet first in <head>, where antd puts its own styles (the app's sheets still come
 * after it), and resolves once it has loaded. It must have loaded before the first antd component
 * renders: antd reads which styles the page has once, at its first component. A sheet that fails
 * to load is logged and costs only the speed: antd then generates its styles as before.
 */
export const loadAntdStaticStyles = (url: string = ANTD_STATIC_STYLES_URL): Promise<void> => {
  if (!url) return Promise.resolve();
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.setAttribute(MARK, '');
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      console.error(`antd's static styles did not load (${url}); antd generates them instead.`);
      link.remove();
      resolve();
    });
    document.head.prepend(link);
  });
  return loading;
};
