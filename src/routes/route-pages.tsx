import type { ComponentType } from 'react';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { type LazyPart, lazyPart } from '@/components/lazy-part/lazy-part';

import { matchRoute, type RouteName } from './route-table';

type Page = LazyPart<object>;

/** A route-level chunk: each page module is loaded when its route is first opened, inside antd's scope. */
const page = <Module extends Record<string, unknown>>(load: () => Promise<Module>, exportName: keyof Module & string): Page =>
  lazyAntd(async () => (await load())[exportName] as ComponentType<object>);

/**
 * A page of plain elements, without antd: the sign-in → landing path (issue 10, the first
 * download), the table pages, the workspace, group, program, program status and learner pages (issue 31); what it opens that needs antd (dialogs, the Filter
 * form, toasts) loads it then. Nothing on such a page may import antd directly.
 */
const plainPage = <Module extends Record<string, unknown>>(load: () => Promise<Module>, exportName: keyof Module & string): Page =>
  lazyPart(async () => (await load())[exportName] as ComponentType<object>);

const unbuilt = (route: RouteName): Page =>
  lazyAntd(async () => {
    const { UnbuiltPage } = await import('./unbuilt');
    const Unbuilt = () => <UnbuiltPage route={route} />;
    return Unbuilt;
  });

const landing = plainPage(() => import('./landing'), 'LandingPage');
/** The generic pages of declared resources share one chunk. */
const declaredPage = (exportName: 'DeclaredListPage' | 'DeclaredCreatePage' | 'DeclaredShowPage' | 'DeclaredEditPage'): Page =>
  page(() => import('./declared-resource'), exportName);
const organizationRedirect = plainPage(() => import('./organization-redirects'), 'DashboardOrganizationRedirect');

/** The page of every route in the route table. */
export const ROUTE_PAGES: Record<RouteName, Page> = {
  landing,
  home: landing,
  welcome: plainPage(() => import('./landing/welcome-list'), 'WelcomePage'),
  account: page(() => import('./account'), 'AccountPage'),
  login: plainPage(() => import('./login'), 'LoginPage'),
  organizations: plainPage(() => import('./organizations'), 'OrganizationsPage'),
  organization: plainPage(() => import('./organization'), 'WorkspacePage'),
  company: plainPage(() => import('./company'), 'GroupPage'),
  companyProgram: plainPage(() => import('./program'), 'ProgramPage'),
  organizationProgram: plainPage(() => import('./program'), 'ProgramPage'),
  companyUser: plainPage(() => import('./learner'), 'LearnerPage'),
  organizationUser: plainPage(() => import('./learner'), 'LearnerPage'),
  organizationBundle: unbuilt('organizationBundle'),
  learnBundle: unbuilt('learnBundle'),
  dashboardOrganization: organizationRedirect,
  dashboardOrganizationInvite: organizationRedirect,
  dashboardOrganizationGuide: plainPage(() => import('./organization-redirects'), 'DashboardGuideRedirect'),
  dashboardOrganizationUpgrade: plainPage(() => import('./organization-redirects'), 'DashboardUpgradeRedirect'),
  referral: unbuilt('referral'),
  programs: plainPage(() => import('./programs'), 'ProgramsPage'),
  curatorPrograms: plainPage(() => import('./programs'), 'CuratorProgramsPage'),
  programStatus: plainPage(() => import('./program-status'), 'ProgramStatusPage'),
  banners: plainPage(() => import('./banners'), 'BannersPage'),
  curationServices: unbuilt('curationServices'),
  contentLibraryService: unbuilt('contentLibraryService'),
  learnBundles: unbuilt('learnBundles'),
  learnSales: unbuilt('learnSales'),
  learnPromoCodes: unbuilt('learnPromoCodes'),
  courseLibraries: unbuilt('courseLibraries'),
  externalReferenceGenerator: unbuilt('externalReferenceGenerator'),
  shopSales: unbuilt('shopSales'),
  partners: plainPage(() => import('./partners'), 'PartnersPage'),
  companies: plainPage(() => import('./companies'), 'CompaniesPage'),
  users: plainPage(() => import('./users'), 'UsersPage'),
  jobRunner: unbuilt('jobRunner'),
  streamTopics: unbuilt('streamTopics'),
  streamTopic: unbuilt('streamTopic'),
  streamStream: unbuilt('streamStream'),
  streamDeadLetters: unbuilt('streamDeadLetters'),
  workspaceRecords: declaredPage('DeclaredListPage'),
  workspaceRecordCreate: declaredPage('DeclaredCreatePage'),
  workspaceRecord: declaredPage('DeclaredShowPage'),
  workspaceRecordEdit: declaredPage('DeclaredEditPage'),
  records: declaredPage('DeclaredListPage'),
  recordCreate: declaredPage('DeclaredCreatePage'),
  record: declaredPage('DeclaredShowPage'),
  recordEdit: declaredPage('DeclaredEditPage'),
  courseDeleteConfirmations: unbuilt('courseDeleteConfirmations'),
  userDeleteConfirmations: unbuilt('userDeleteConfirmations'),
};

/**
 * Starts fetching the code of the page at this address at once, while the session, the texts and
 * the identity are still on their way, instead of after them (issue 31, the request waterfall).
 */
export const preloadPageAt = (pathname: string): void => {
  const route = matchRoute(pathname);
  if (route) ROUTE_PAGES[route.name].preload();
};
