import { describe, expect, it } from 'vitest';

import { buildPath, gateOf, matchRoute, resourcePageOf, ROUTE_NAMES, RouteName } from './route-table';

/** Spec 01 §2 "Route list", with sample values for the parameters. */
const SPEC_ROUTES: Array<[string, RouteName]> = [
  ['/account', 'account'],
  ['/welcome', 'welcome'],
  ['/organizations', 'organizations'],
  ['/organization/o1', 'organization'],
  ['/organization/o1/company/c1', 'company'],
  ['/organization/o1/company/c1/program/p1', 'companyProgram'],
  ['/organization/o1/company/c1/course/p1', 'companyProgram'],
  ['/organization/o1/program/p1', 'organizationProgram'],
  ['/organization/o1/course/p1', 'organizationProgram'],
  ['/organization/o1/company/c1/users/u1', 'companyUser'],
  ['/organization/o1/company/c1/user/u1', 'companyUser'],
  ['/organization/o1/users/u1', 'organizationUser'],
  ['/organization/o1/user/u1', 'organizationUser'],
  ['/organization/o1/bundles/b1', 'organizationBundle'],
  ['/organization/o1/bundle/b1', 'organizationBundle'],
  ['/learn/bundles/b1', 'learnBundle'],
  ['/learn/bundle/b1', 'learnBundle'],
  ['/d/organization/o1', 'dashboardOrganization'],
  ['/di/organization/o1', 'dashboardOrganizationInvite'],
  ['/d/organization/o1/showMainGuide', 'dashboardOrganizationGuide'],
  ['/d/organization/o1/upgrade', 'dashboardOrganizationUpgrade'],
  ['/referral/o1', 'referral'],
  ['/programs', 'programs'],
  ['/curator/programs', 'curatorPrograms'],
  ['/program/p1/status', 'programStatus'],
  ['/banners', 'banners'],
  ['/services/mid_services', 'curationServices'],
  ['/services/lumen_mlcs', 'contentLibraryService'],
  ['/learn/bundles', 'learnBundles'],
  ['/learn/sales', 'learnSales'],
  ['/learn/promo_codes', 'learnPromoCodes'],
  ['/course_libraries', 'courseLibraries'],
  ['/bundle_ext_ref_gen', 'externalReferenceGenerator'],
  ['/shop/sales', 'shopSales'],
  ['/partners', 'partners'],
  ['/companies', 'companies'],
  ['/users', 'users'],
  ['/admin/job_runner', 'jobRunner'],
  ['/admin/redis_streams/topics', 'streamTopics'],
  ['/admin/redis_streams/instance/i1/topic/t1', 'streamTopic'],
  ['/admin/redis_streams/instance/i1/stream/s1', 'streamStream'],
  ['/admin/redis_streams/instance/i1/dlq/d1', 'streamDeadLetters'],
  ['/admin/course_delete_confirmations', 'courseDeleteConfirmations'],
  ['/admin/user_delete_confirmations', 'userDeleteConfirmations'],
  ['/login', 'login'],
  ['/', 'landing'],
];

describe('route table', () => {
  it('resolves every route of the spec, aliases included', () => {
    for (const [path, name] of SPEC_ROUTES) expect(matchRoute(path)?.name, path).toBe(name);
  });

  it("declares no route the spec does not list, apart from /home and declared resources' generic pages", () => {
    const listed = new Set(SPEC_ROUTES.map(([, name]) => name));
    expect(ROUTE_NAMES.filter((name) => !listed.has(name) && !resourcePageOf(name))).toEqual(['home']);
    expect(matchRoute('/organization/o1/manage/certificateTemplates/create')).toEqual({
      name: 'workspaceRecordCreate',
      params: { organizationId: 'o1', resource: 'certificateTemplates' },
    });
    expect(matchRoute('/organization/o1/manage/certificateTemplates/t1/edit')?.name).toBe('workspaceRecordEdit');
  });

  it('does not match unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/organization')).toBeNull();
  });

  it("builds links from typed parameters, encoded, with the route's query values and hash", () => {
    expect(buildPath('company', { organizationId: 'org 1', companyId: 'a/b' })).toBe('/organization/org%201/company/a%2Fb');
    expect(buildPath('organization', { organizationId: 'o1' }, { query: { scrollTo: 'settings-billing-details', upgrade: 'true' }, hash: 'settings' })).toBe(
      '/organization/o1?scrollTo=settings-billing-details&upgrade=true#settings',
    );
    expect(buildPath('login', { query: { redirectTo: '/account' } })).toBe('/login?redirectTo=%2Faccount');
    expect(buildPath('welcome')).toBe('/welcome');
    // @ts-expect-error a route with parameters needs them
    expect(() => buildPath('company')).toThrow();
    // @ts-expect-error only the route's own parameters are accepted
    expect(() => buildPath('referral', { companyId: 'c1' })).toThrow('Route referral needs organizationId');
    // @ts-expect-error only the route's own hash sections are accepted
    buildPath('organization', { organizationId: 'o1' }, { hash: 'members' });
  });

  it('decodes parameters when matching (stream names may be encoded)', () => {
    expect(matchRoute('/admin/redis_streams/instance/main/topic/user%3Aevents')?.params).toEqual({ instance: 'main', name: 'user:events' });
  });

  it('gates the admin pages to platform admins and banners to super editors', () => {
    for (const name of ['jobRunner', 'streamTopics', 'courseDeleteConfirmations', 'userDeleteConfirmations'] as RouteName[])
      expect(gateOf(name)).toEqual(['admin']);
    expect(gateOf('banners')).toEqual(['superEditor']);
    expect(gateOf('account')).toBeUndefined();
  });
});
