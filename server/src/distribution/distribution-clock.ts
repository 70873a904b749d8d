/** What time it is for distributions: injectable, so tests move time instead of waiting for it. */
export type DistributionClock = { now: () => number };

export const DISTRIBUTION_CLOCK = Symbol('DISTRIBUTION_CLOCK');

export const SYSTEM_CLOCK: DistributionClock = { now: () => Date.now() };
