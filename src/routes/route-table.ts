/**
 * Every route of spec 01 §2, declared once. Paths, aliases, gates, allowed query values and hash
 * sections live here; links are built with buildPath() from a route name and typed parameters,
 * never by joining strings. Building and matching are react-router's generatePath and matchPath.
 */

import type { Gate } from '@shared/roles';
import { generatePath, matchPath } from 'react-router';

type Definition = {
  path: string;
  /** Other spellings of the same page (course/program, user/users, bundle/bundles). */
  aliases?: readonly string[];
  /** Role gate (role names of shared/roles.ts, any one suffices); absent: any signed-in user. */
  gate?: Gate;
  /** Query values the route understands. */
  query?: readonly string[];
  /** Hash sections the route shows. */
  hashes?: readonly string[];
  /** Rendered without the shell (sidebar, trays); public routes need no session. */
  layout?: 'shell' | 'bare';
  public?: boolean;
  /** A generic page of a declared resource (named by :resource): gated by that resource's gates. */
  resourcePage?: ResourcePage;
};

export type ResourcePage = 'list' | 'create' | 'show' | 'edit';

const ORGANIZATION_QUERY = ['scrollTo', 'upgrade', 'showMainGuide'] as const;
const ORGANIZATION_HASHES = ['general', 'groups', 'programs', 'settings', 'analytics'] as const;
const ORGANIZATION_GATE = ['manager', 'billingManager', 'creator', 'partner', 'agent', 'learner', 'internal'] as const satisfies Gate;
const PROGRAM_GATE = ['manager', 'agent', 'courseEditor', 'programViewer', 'internal'] as const satisfies Gate;
const PROGRAM_LIST_GATE = ['programViewer', 'manager', 'internal'] as const satisfies Gate;
const MY_PROGRAMS_GATE = ['editor', 'curator', 'manager', 'creator'] as const satisfies Gate;
const LEARNER_GATE = ['manager', 'agent', 'internal'] as const satisfies Gate;

export const ROUTES = {
  landing: { path: '/', query: ['organizationId', 'companyId'] },
  home: { path: '/home' },
  welcome: { path: '/welcome' },
  account: { path: '/account', query: ['redirectTo'] },
  login: { path: '/login', query: ['token_type', 'access_token', 'expires_at', 'redirectTo', 'continueAs'], layout: 'bare', public: true },
  organizations: { path: '/organizations', gate: ['partner', 'admin'] },
  organization: { path: '/organization/:organizationId', gate: ORGANIZATION_GATE, query: ORGANIZATION_QUERY, hashes: ORGANIZATION_HASHES },
  company: { path: '/organization/:organizationId/company/:companyId', gate: ['manager', 'agent', 'partner', 'internal'] },
  companyProgram: {
    path: '/organization/:organizationId/company/:companyId/program/:courseId',
    aliases: ['/organization/:organizationId/company/:companyId/course/:courseId'],
    gate: PROGRAM_GATE,
  },
  organizationProgram: {
    path: '/organization/:organizationId/program/:courseId',
    aliases: ['/organization/:organizationId/course/:courseId'],
    gate: PROGRAM_GATE,
  },
  companyUser: {
    path: '/organization/:organizationId/company/:companyId/users/:userId',
    aliases: ['/organization/:organizationId/company/:companyId/user/:userId'],
    gate: LEARNER_GATE,
  },
  organizationUser: { path: '/organization/:organizationId/users/:userId', aliases: ['/organization/:organizationId/user/:userId'], gate: LEARNER_GATE },
  organizationBundle: {
    path: '/organization/:organizationId/bundles/:bundleId',
    aliases: ['/organization/:organizationId/bundle/:bundleId'],
    gate: ['sales', 'manager', 'billingManager'],
  },
  learnBundle: { path: '/learn/bundles/:bundleId', aliases: ['/learn/bundle/:bundleId'], gate: ['sales'] },
  dashboardOrganization: { path: '/d/organization/:organizationId', gate: ORGANIZATION_GATE },
  dashboardOrganizationInvite: { path: '/di/organization/:organizationId', gate: ORGANIZATION_GATE },
  dashboardOrganizationGuide: { path: '/d/organization/:organizationId/showMainGuide', gate: ORGANIZATION_GATE },
  dashboardOrganizationUpgrade: { path: '/d/organization/:organizationId/upgrade', gate: ORGANIZATION_GATE },
  referral: { path: '/referral/:organizationId', gate: ['manager', 'billingManager', 'internal'] },
  // Spec 01 §6 / 02 §6: program viewers and staff read all programs, a workspace's managers (its
  // admins, who distribute programs) theirs; 'my programs' are those one edits or curates (the server scopes both lists).
  programs: { path: '/programs', gate: PROGRAM_LIST_GATE },
  curatorPrograms: { path: '/curator/programs', gate: MY_PROGRAMS_GATE },
  programStatus: { path: '/program/:courseId/status', gate: ['courseEditor', 'programViewer'] },
  banners: { path: '/banners', gate: ['superEditor'], hashes: ['create', 'history', 'edit'] },
  curationServices: { path: '/services/mid_services', gate: ['services'] },
  contentLibraryService: { path: '/services/lumen_mlcs', gate: ['services'] },
  learnBundles: { path: '/learn/bundles', gate: ['sales'] },
  learnSales: { path: '/learn/sales', gate: ['sales'] },
  learnPromoCodes: { path: '/learn/promo_codes', gate: ['sales'] },
  courseLibraries: { path: '/course_libraries', gate: ['sales'] },
  externalReferenceGenerator: { path: '/bundle_ext_ref_gen', gate: ['sales'] },
  shopSales: { path: '/shop/sales', gate: ['sales'] },
  partners: { path: '/partners', gate: ['sales'] },
  companies: { path: '/companies', gate: ['superEditor'] },
  users: { path: '/users', gate: ['admin'] },
  jobRunner: { path: '/admin/job_runner', gate: ['admin'] },
  streamTopics: { path: '/admin/redis_streams/topics', gate: ['admin'] },
  streamTopic: { path: '/admin/redis_streams/instance/:instance/topic/:name', gate: ['admin'] },
  streamStream: { path: '/admin/redis_streams/instance/:instance/stream/:name', gate: ['admin'] },
  streamDeadLetters: { path: '/admin/redis_streams/instance/:instance/dlq/:name', gate: ['admin'] },
  workspaceRecords: { path: '/organization/:organizationId/manage/:resource', resourcePage: 'list' },
  workspaceRecordCreate: { path: '/organization/:organizationId/manage/:resource/create', resourcePage: 'create' },
  workspaceRecord: { path: '/organization/:organizationId/manage/:resource/:id', resourcePage: 'show' },
  workspaceRecordEdit: { path: '/organization/:organizationId/manage/:resource/:id/edit', resourcePage: 'edit' },
  records: { path: '/manage/:resource', resourcePage: 'list' },
  recordCreate: { path: '/manage/:resource/create', resourcePage: 'create' },
  record: { path: '/manage/:resource/:id', resourcePage: 'show' },
  recordEdit: { path: '/manage/:resource/:id/edit', resourcePage: 'edit' },
  courseDeleteConfirmations: { path: '/admin/course_delete_confirmations', gate: ['admin'] },
  userDeleteConfirmations: { path: '/admin/user_delete_confirmations', gate: ['admin'] },
} as const satisfies Record<string, Definition>;

export type RouteName = keyof typeof ROUTES;

/** ":organizationId/company/:companyId" -> 'organizationId' | 'companyId'. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Name extends RouteName> = { [Key in ParamNames<(typeof ROUTES)[Name]['path']>]: string };

type QueryOf<Name extends RouteName> = (typeof ROUTES)[Name] extends { query: readonly (infer Key extends string)[] } ? Partial<Record<Key, string>> : never;

type HashOf<Name extends RouteName> = (typeof ROUTES)[Name] extends { hashes: readonly (infer Hash extends string)[] } ? Hash : never;

export type LinkOptions<Name extends RouteName> = { query?: QueryOf<Name>; hash?: HashOf<Name> };

/** Routes whose path has parameters get them as the second argument, the others do not. */
type ParamsArgument<Name extends RouteName> = ParamNames<(typeof ROUTES)[Name]['path']> extends never ? [] : [params: RouteParams<Name>];

/**
 * The address of a route: `buildPath('company', { organizationId, companyId })`, with optional
 * query values and hash section of that route. Parameters are URL-encoded.
 */
export const buildPath = <Name extends RouteName>(name: Name, ...args: [...ParamsArgument<Name>, LinkOptions<Name>?]): string => {
  const definition: Definition = ROUTES[name];
  const hasParams = definition.path.includes(':');
  const params = (hasParams ? args[0] : {}) as Record<string, string>;
  const options = ((hasParams ? args[1] : args[0]) ?? {}) as { query?: Record<string, string | undefined>; hash?: string };
  // generatePath URL-encodes each value; an empty one would make an address of another route.
  for (const [, key] of definition.path.matchAll(/:(\w+)/g)) if (!params[key]) throw new Error(`Route ${name} needs ${key}`);
  const path = generatePath(definition.path, params);
  const query = new URLSearchParams(Object.entries(options.query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${options.hash ? `#${options.hash}` : ''}`;
};

/** Every pattern of a route: its path and its aliases, as react-router patterns. */
export const patternsOf = (name: RouteName): string[] => {
  const definition: Definition = ROUTES[name];
  return [definition.path, ...(definition.aliases ?? [])];
};

export const gateOf = (name: RouteName): Gate | undefined => (ROUTES[name] as Definition).gate;

export const resourcePageOf = (name: RouteName): ResourcePage | undefined => (ROUTES[name] as Definition).resourcePage;

export const isPublicRoute = (name: RouteName): boolean => (ROUTES[name] as Definition).public === true;

export const layoutOf = (name: RouteName): 'shell' | 'bare' => (ROUTES[name] as Definition).layout ?? 'shell';

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Which route an address belongs to, with its (URL-decoded) parameters; null for unknown paths. */
export const matchRoute = (pathname: string): { name: RouteName; params: Record<string, string> } | null => {
  for (const name of ROUTE_NAMES) {
    for (const pattern of patternsOf(name)) {
      const found = matchPath(pattern, pathname);
      // matchPath leaves values as they are in the address; links encode them (buildPath), so decode.
      if (found) return { name, params: Object.fromEntries(Object.entries(found.params).map(([key, value]) => [key, decodeURIComponent(value ?? '')])) };
    }
  }
  return null;
};
