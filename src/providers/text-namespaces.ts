/**
 * The texts of screens few people open (the account page and its sign-out dialog, the banner
 * administration): fetched when a screen asks for them (react-i18next suspends it meanwhile), not
 * with every first page (issue 31: 2.4 kB gzip of each landing). Every other namespace comes with
 * the first page, all of a language's in one file (vite.config.ts, `textsChunkOf`). Kept apart from
 * i18n.ts so the build configuration can read it without the i18n runtime.
 */
export const ON_DEMAND_NAMESPACES: readonly string[] = ['account', 'banners'];

/**
 * The chunk a locale file goes to: a language's every-page namespaces together (one request on a
 * page's first load instead of six, each a round trip of its own on a phone), an on-demand one alone.
 */
export const textsChunkOf = (moduleId: string): string | undefined => {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(moduleId) ?? [];
  if (!language) return undefined;
  return ON_DEMAND_NAMESPACES.includes(namespace) ? `texts-${language}-${namespace}` : `texts-${language}`;
};
