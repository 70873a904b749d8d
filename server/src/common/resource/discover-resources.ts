import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ClassReference } from './resource-registry';

import type { DynamicModule } from '@nestjs/common';
import { getMetadataArgsStorage } from 'typeorm';

/*
 * Resources and tables are found, not listed: every *.resource.ts (a declaration), *.entity.ts
 * (a plain table) and *.seed.ts (a resource's demo rows, define-seed.ts) under the server's source
 * folder is loaded at start-up, and the tables TypeORM then knows are the data source's entities. The migration generator checks that no entity lives
 * in a file these names would miss (scripts/generate-migration.ts).
 */

/** server/src when running from source (tests), dist/server/src when running the build. */
export const SERVER_SOURCE_ROOT = resolve(__dirname, '../..');

export const DISCOVERED_FILE = /\.(resource|entity|seed)\.(ts|js)$/;

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js)$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name) ? [path] : [];
  });

export const serverSourceFiles = (root = SERVER_SOURCE_ROOT): string[] => sourceFiles(root);

const DECLARES_TABLE = /@(View)?Entity\(|\bdefine(Resource|View)\(/;

/**
 * TypeScript files that declare a table but are not named *.resource.ts or *.entity.ts: they would
 * never be loaded, so their tables would silently get no migration. The generator refuses to run
 * while there are any.
 */
export const undiscoveredTableFiles = (root: string): string[] =>
  serverSourceFiles(root)
    .filter((file) => file.endsWith('.ts') && !DISCOVERED_FILE.test(file) && !/common[\\/]resource[\\/]/.test(file))
    .filter((file) => DECLARES_TABLE.test(readFileSync(file, 'utf8')));

/*
 * A resource's module is made only once every resource is declared: nestjs-query reads the types
 * of related resources while it builds one, and those may be declared in files loaded later.
 */
const moduleFactories: Array<() => DynamicModule> = [];
let modules: DynamicModule[] | null = null;

/** Called by defineResource/defineView with how to make the resource's module. */
export const addResourceModule = (factory: () => DynamicModule): void => {
  if (modules) throw new Error('A resource was declared after the application was assembled.');
  moduleFactories.push(factory);
};

let discovered: Promise<void> | null = null;

/** Loads every resource and table file once; later calls wait for the first. */
export const discoverResources = (root = SERVER_SOURCE_ROOT): Promise<void> => {
  discovered ??= (async () => {
    for (const file of serverSourceFiles(root).filter((path) => DISCOVERED_FILE.test(path))) await import(file);
  })();
  return discovered;
};

export const resourceModules = (): DynamicModule[] => {
  modules ??= moduleFactories.map((factory) => factory());
  return [...modules];
};

/** Every class TypeORM knows as a table or view, in the order they were declared. */
export const discoveredEntities = (): ClassReference[] =>
  getMetadataArgsStorage()
    .tables.filter((table) => table.type === 'regular' || table.type === 'view')
    .map((table) => table.target)
    .filter((target): target is ClassReference => typeof target === 'function');
