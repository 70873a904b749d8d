/**
 * The distribution table's pending changes (spec 02 §4): two modes, one by one and select all.
 * One by one: a toggle turned on adds the group (or cancels its removal), turned off removes it
 * (or cancels its addition). Select all: every group the search finds is on but for the ones
 * turned off, which are excluded (or, when they have the program, removed). Switching mode
 * starts again from nothing pending.
 */
export type DistributionMode = 'oneByOne' | 'selectAll';

export type Selection = { mode: DistributionMode; added: ReadonlySet<string>; removed: ReadonlySet<string>; excluded: ReadonlySet<string> };

/** Where the program stands in a group: distributed, or scheduled there. */
export type GroupStanding = { has: (companyId: string) => boolean };

export const emptySelection = (mode: DistributionMode): Selection => ({ mode, added: new Set(), removed: new Set(), excluded: new Set() });

const without = (set: ReadonlySet<string>, id: string): Set<string> => new Set([...set].filter((item) => item !== id));
const withId = (set: ReadonlySet<string>, id: string): Set<string> => new Set([...set, id]);

/** Whether a group's toggle shows on. */
export const isOn = (selection: Selection, companyId: string, standing: GroupStanding): boolean => {
  if (selection.removed.has(companyId)) return false;
  if (selection.mode === 'selectAll') return !selection.excluded.has(companyId);
  return standing.has(companyId) || selection.added.has(companyId);
};

export const toggle = (selection: Selection, companyId: string, on: boolean, standing: GroupStanding): Selection => {
  const has = standing.has(companyId);
  if (selection.mode === 'selectAll') {
    if (on) return { ...selection, excluded: without(selection.excluded, companyId), removed: without(selection.removed, companyId) };
    return has ? { ...selection, removed: withId(selection.removed, companyId) } : { ...selection, excluded: withId(selection.excluded, companyId) };
  }
  if (on) return has ? { ...selection, removed: without(selection.removed, companyId) } : { ...selection, added: withId(selection.added, companyId) };
  return has ? { ...selection, removed: withId(selection.removed, companyId) } : { ...selection, added: without(selection.added, companyId) };
};

/**
 * How many groups will get the program and how many lose it. In select all, `candidates` are the
 * groups the search finds that may change by hand (their ids).
 */
export const pendingCounts = (selection: Selection, standing: GroupStanding, candidates: readonly string[]): { add: number; remove: number } => {
  const add =
    selection.mode === 'selectAll'
      ? candidates.filter((id) => !standing.has(id) && !selection.excluded.has(id) && !selection.removed.has(id)).length
      : selection.added.size;
  return { add, remove: selection.removed.size };
};

export const hasChanges = (counts: { add: number; remove: number }): boolean => counts.add + counts.remove > 0;
