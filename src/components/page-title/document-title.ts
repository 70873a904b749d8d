/**
 * The browser tab's title: the screen, then the workspace it belongs to, then the product
 * ("Sales · Acme Learning · Lumen dashboard"), so a screen reader announcing the tab, or a list of
 * tabs, tells where each one is (WCAG 2.4.2). A part missing or repeating the one before is left out.
 */
export const documentTitle = (screen: string | null | undefined, workspace: string | null | undefined, product: string): string =>
  [screen, workspace, product]
    .map((part) => part?.trim() ?? '')
    .filter((part, index, parts) => part !== '' && part !== parts[index - 1])
    .join(' · ');
