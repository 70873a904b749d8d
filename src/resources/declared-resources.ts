import type { DeclaredResource } from './define-resource';

/**
 * Every declared resource, discovered: a folder with a resource.ts whose export is a
 * defineResource() result is registered by existing. Nothing else lists them.
 */
const modules = import.meta.glob<Record<string, unknown>>('./*/resource.ts', { eager: true });

const isDeclared = (value: unknown): value is DeclaredResource =>
  typeof value === 'object' && value !== null && 'resource' in value && 'table' in value && 'form' in value;

export const DECLARED_RESOURCES: readonly DeclaredResource[] = Object.values(modules).flatMap((module) => Object.values(module).filter(isDeclared));

export const declaredResource = (name: string | undefined): DeclaredResource | undefined => DECLARED_RESOURCES.find((item) => item.resource === name);

/** A declared resource whose pages are the generic ones (a resource with screens of its own has none at /manage/…). */
export const genericResource = (name: string | undefined): DeclaredResource | undefined => {
  const declared = declaredResource(name);
  return declared?.screens === 'generic' ? declared : undefined;
};
