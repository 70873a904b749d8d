import { ComponentType, lazy, LazyExoticComponent } from 'react';

import type { RouteName } from './route-table';

type Page = LazyExoticComponent<ComponentType>;

/** A route-level chunk: each page module is loaded when its route is first opened. */
const page = <Module extends Record<string, unknown>>(load: () => Promise<Module>, exportName: keyof Module & string): Page =>
  lazy(async () => ({ default: (await load())[exportName] as ComponentType }));

const unbuilt = (route: RouteName): Page =>
  lazy(async () => {
    const { UnbuiltPage } = await import('./unbuilt');
    return { default: () => <UnbuiltPage route={route} /> };
  });

const landing = page(() => import('./landing'), 'LandingPage');
/** The generic pages of declared resources share one chunk. */
const declaredPage = (exportName: 'DeclaredListPage' | 'DeclaredCreatePage' | 'DeclaredShowPage' | 'DeclaredEditPage'): Page =>
  page(() => import('./declared-resource'), exportName);
const organizationRedirect = page(() => import('./organization-redirects'), 'DashboardOrganizationRedirect');

/** The page of every route in the route table. */
export const ROUTE_PAGES: Record<RouteName, Page> = {
  landing,
  home: landing,
  welcome: page(() => import('./landing/welcome-list'), 'WelcomePage'),
  account: page(() => import('./account'), 'AccountPage'),
  login: page(() => import('./login'), 'LoginPage'),
  organizations: page(() => import('./organizations'), 'OrganizationsPage'),
  organization: page(() => import('./organization'), 'WorkspacePage'),
  company: page(() => import('./company'), 'GroupPage'),
  companyProgram: page(() => import('./program'), 'ProgramPage'),
  organizationProgram: page(() => import('./program'), 'ProgramPage'),
  companyUser: page(() => import('./learner'), 'LearnerPage'),
  organizationUser: page(() => import('./learner'), 'LearnerPage'),
  organizationBundle: unbuilt('organizationBundle'),
  learnBundle: unbuilt('learnBundle'),
  dashboardOrganization: organizationRedirect,
  dashboardOrganizationInvite: organizationRedirect,
  dashboardOrganizationGuide: page(() => import('./organization-redirects'), 'DashboardGuideRedirect'),
  dashboardOrganizationUpgrade: page(() => import('./organization-redirects'), 'DashboardUpgradeRedirect'),
  referral: unbuilt('referral'),
  programs: page(() => import('./programs'), 'ProgramsPage'),
  curatorPrograms: page(() => import('./programs'), 'CuratorProgramsPage'),
  programStatus: page(() => import('./program-status'), 'ProgramStatusPage'),
  banners: page(() => import('./banners'), 'BannersPage'),
  curationServices: unbuilt('curationServices'),
  contentLibraryService: unbuilt('contentLibraryService'),
  learnBundles: unbuilt('learnBundles'),
  learnSales: unbuilt('learnSales'),
  learnPromoCodes: unbuilt('learnPromoCodes'),
  courseLibraries: unbuilt('courseLibraries'),
  externalReferenceGenerator: unbuilt('externalReferenceGenerator'),
  shopSales: unbuilt('shopSales'),
  partners: page(() => import('./partners'), 'PartnersPage'),
  companies: page(() => import('./companies'), 'CompaniesPage'),
  users: page(() => import('./users'), 'UsersPage'),
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
