/** One button of the pager: a page, or a jump of several pages over the ones not shown. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'jump-previous' | 'jump-next'; page: number };

/** Pages shown either side of the current one, as antd's pager does. */
const BUFFER = 2;
/** How far a jump (the "•••" buttons) moves: antd's five pages. */
export const JUMP = 5;

/**
 * The pager's buttons between Previous and Next, antd's layout: every page while there are few;
 * else the first and last page, two either side of the current one (five at either end), and a
 * jump of five pages where pages are left out.
 */
export const pagerItems = (current: number, pageCount: number): PagerItem[] => {
  if (pageCount <= 0) return [];
  const page = (number: number): PagerItem => ({ kind: 'page', page: number });
  if (pageCount <= 5 + BUFFER * 2) return Array.from({ length: pageCount }, (_, index) => page(index + 1));
  const at = Math.min(Math.max(current, 1), pageCount);
  let from = Math.max(1, at - BUFFER);
  let to = Math.min(pageCount, at + BUFFER);
  if (at - 1 <= BUFFER) to = 1 + BUFFER * 2;
  if (pageCount - at <= BUFFER) from = pageCount - BUFFER * 2;
  const items: PagerItem[] = [];
  if (from > 1) items.push(page(1));
  if (from > 3) items.push({ kind: 'jump-previous', page: Math.max(1, at - JUMP) });
  else if (from === 3) items.push(page(2));
  for (let number = from; number <= to; number += 1) items.push(page(number));
  if (to < pageCount - 2) items.push({ kind: 'jump-next', page: Math.min(pageCount, at + JUMP) });
  else if (to === pageCount - 2) items.push(page(pageCount - 1));
  if (to < pageCount) items.push(page(pageCount));
  return items;
};

/** How many pages `total` rows fill at `pageSize` a page (at least one). */
export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
