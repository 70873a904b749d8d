import { Suspense, useEffect } from 'react';

import { Authenticated, CanAccess } from '@refinedev/core';
import { Route, Routes, useParams } from 'react-router';

import { lazyAntd } from '@/components/antd-scope/lazy-antd';
import { PlanGate } from '@/components/feedback/plan-gate';
import { PageLoading, ShellLayout } from '@/components/shell/shell-layout';
import { leaveForSignin } from '@/providers/auth/signin-redirect';
import { genericResource } from '@/resources/declared-resources';

import { ROUTE_PAGES } from './route-pages';
import { isPublicRoute, layoutOf, patternsOf, resourcePageOf, ROUTE_NAMES, RouteName } from './route-table';

/** antd's Result (and its illustrations) load only when a page is refused or unknown. */
const NotFoundPage = lazyAntd(() => import('./errors').then((module) => module.NotFoundPage));
const NotAuthorizedPage = lazyAntd(() => import('./errors').then((module) => module.NotAuthorizedPage));

const GoToSignin = () => {
  useEffect(() => leaveForSignin(), []);
  return <PageLoading />;
};

/**
 * A route's page behind its gate (scoped by the ids in the address); others see the not-authorized
 * view. A declared resource's generic page answers to that resource's gate for its action instead.
 */
const GatedPage = ({ name }: { name: RouteName }) => {
  const params = useParams();
  const Page = ROUTE_PAGES[name];
  const scope = { organizationId: params.organizationId, companyId: params.companyId, courseId: params.courseId };
  const resourcePage = resourcePageOf(name);
  const declared = resourcePage ? genericResource(params.resource) : undefined;
  if (resourcePage && !declared) return <NotFoundPage />;
  const check = resourcePage
    ? { resource: params.resource, action: resourcePage, params: { scope } }
    : { resource: name, action: 'show', params: { route: name, scope } };
  return (
    <CanAccess {...check} fallback={<NotAuthorizedPage />}>
      {/* A declared resource the workspace's plan does not include says so (shared/plans.ts). */}
      <PlanGate organizationId={params.organizationId} part={declared?.planPart}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </PlanGate>
    </CanAccess>
  );
};

const routesFor = (names: RouteName[]) =>
  names.flatMap((name) => patternsOf(name).map((pattern) => <Route key={pattern} path={pattern} element={<GatedPage name={name} />} />));

/** Every route of the route table; unknown paths show 'Page not found!'. */
export const AppRoutes = () => (
  <Routes>
    {ROUTE_NAMES.filter((name) => layoutOf(name) === 'bare').map((name) => {
      const Page = ROUTE_PAGES[name];
      const element = (
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      );
      return (
        <Route
          key={name}
          path={patternsOf(name)[0]}
          element={
            isPublicRoute(name) ? (
              element
            ) : (
              <Authenticated key={name} fallback={<GoToSignin />}>
                {element}
              </Authenticated>
            )
          }
        />
      );
    })}
    <Route
      element={
        <Authenticated key="shell" fallback={<GoToSignin />} loading={<PageLoading />}>
          <ShellLayout />
        </Authenticated>
      }
    >
      {routesFor(ROUTE_NAMES.filter((name) => layoutOf(name) === 'shell'))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
