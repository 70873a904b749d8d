import type { Resource } from './define-resource';
import { resourceNamed } from './resource-registry';

/*
 * Demo rows of a resource, declared beside it in a <name>.seed.ts file: found at start-up like the
 * resources themselves (discover-resources.ts) and inserted with the demo workspace, in the order
 * their references need (a row is inserted after the rows of seeds it refers to), in the seed's
 * one transaction. Nothing else has to be edited for a resource's demo rows to appear.
 */

export type SeedContext = {
  /** The seed's clock (epoch milliseconds): dates are relative to it so the demo always looks current. */
  now: number;
};

export type DemoSeed = { resource: string; rows: (context: SeedContext) => object[] };

const seeds: DemoSeed[] = [];

/** The demo rows of one resource; ids are given so other seeds and tests can name them. */
export const defineSeed = <Row extends { id: string }>(
  resource: Resource<Row>,
  rows: (context: SeedContext) => ReadonlyArray<Partial<Omit<Row, 'createdAt' | 'updatedAt'>> & { id: string }>,
): DemoSeed => {
  const seed: DemoSeed = { resource: resource.name, rows: (context) => [...rows(context)] };
  seeds.push(seed);
  return seed;
};

/** Every declared seed, each after the seeds of the resources its references point at. */
export const declaredSeeds = (): DemoSeed[] => {
  const ordered: DemoSeed[] = [];
  const visiting = new Set<DemoSeed>();
  const visit = (seed: DemoSeed): void => {
    if (ordered.includes(seed) || visiting.has(seed)) return;
    visiting.add(seed);
    const targets = Object.values(resourceNamed(seed.resource).fields).flatMap((definition) =>
      definition.kind === 'reference' ? [definition.options.target] : [],
    );
    for (const target of targets) seeds.filter((candidate) => candidate.resource === target && candidate !== seed).forEach(visit);
    ordered.push(seed);
  };
  seeds.forEach(visit);
  return ordered;
};
