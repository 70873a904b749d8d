/**
 * The tab a key moves to from tab `index` of `count`, or null for any other key: the arrows move
 * along the tabs and wrap around, Home and End go to the first and the last (WAI-ARIA's tabs
 * pattern, with automatic activation: the tab reached opens).
 */
export const tabKeyStep = (key: string, index: number, count: number): number | null => {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};
