import { createContext, PropsWithChildren, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

import { useGetIdentity, useList } from '@refinedev/core';
import type { GetFieldsFromList } from '@refinedev/nestjs-query';
import { useLocation } from 'react-router';

import { RecordAnalyticsEventDocument, WorkspacesDocument } from '@/graphql/types';
import type { WorkspacesQuery } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { runOperation } from '@/providers/data/graphql-operation';
import { matchRoute } from '@/routes/route-table';

import { roleFingerprint } from './role-fingerprint';

export type Workspace = GetFieldsFromList<WorkspacesQuery>;

type WorkspaceContextValue = {
  workspaces: Workspace[];
  current: Workspace | null;
  /** The workspace the address names (/organization/:id/...), once loaded: its time zone is the one times are shown in. */
  addressed: Workspace | null;
  select: (organizationId: string) => void;
  isLoading: boolean;
};

const WorkspaceContext = createContext<WorkspaceContextValue>({ workspaces: [], current: null, addressed: null, select: () => undefined, isLoading: true });

export const CURRENT_WORKSPACE_KEY = 'lumen.currentOrganizationId';
const MAX_WORKSPACES = 200;

/** The workspace a user manages first, else the first they can open. */
const defaultWorkspace = (workspaces: Workspace[], user: CurrentUser | undefined): Workspace | null =>
  workspaces.find((workspace) => user?.managerOrganizations.includes(workspace.id)) ?? workspaces[0] ?? null;

/**
 * The workspace the Organization section, the switcher and the subscription notices are about.
 * It follows the address (/organization/:id/...) and the switcher, and is remembered.
 */
export const WorkspaceProvider = ({ children }: PropsWithChildren) => {
  const { data: user } = useGetIdentity<CurrentUser>();
  const location = useLocation();
  const [chosenId, setChosenId] = useState<string | null>(() => localStorage.getItem(CURRENT_WORKSPACE_KEY));
  const { result, query } = useList<Workspace>({
    resource: 'organizations',
    pagination: { currentPage: 1, pageSize: MAX_WORKSPACES, mode: 'server' },
    sorters: [{ field: 'name', order: 'asc' }],
    meta: { gqlQuery: WorkspacesDocument },
    // Not waiting for the identity: the server scopes the list by the session (one round trip, not two).
    errorNotification: false,
  });
  const workspaces = useMemo(() => result.data ?? [], [result.data]);

  // A role granted or taken while signed in (the live user event refreshes the identity) changes
  // which workspaces the switcher and the sidebar's sections offer: read them again at once.
  const { refetch } = query;
  const fingerprint = user ? roleFingerprint(user) : null;
  const lastFingerprint = useRef<string | null>(null);
  useEffect(() => {
    if (fingerprint === null || fingerprint === lastFingerprint.current) return;
    const changed = lastFingerprint.current !== null;
    lastFingerprint.current = fingerprint;
    if (changed) void refetch();
  }, [fingerprint, refetch]);

  const remember = useCallback((organizationId: string) => {
    localStorage.setItem(CURRENT_WORKSPACE_KEY, organizationId);
    setChosenId(organizationId);
  }, []);

  const addressWorkspace = matchRoute(location.pathname)?.params.organizationId;
  useEffect(() => {
    if (addressWorkspace && addressWorkspace !== chosenId && workspaces.some((workspace) => workspace.id === addressWorkspace)) remember(addressWorkspace);
  }, [addressWorkspace, chosenId, workspaces, remember]);

  const select = useCallback(
    (organizationId: string) => {
      if (organizationId === chosenId) return;
      remember(organizationId);
      void runOperation(RecordAnalyticsEventDocument, {
        input: { name: 'Workspace Changed', subjectId: organizationId, properties: { organizationId } },
      }).catch((error: unknown) => console.error('The Workspace Changed event was not recorded', error));
    },
    [chosenId, remember],
  );

  const current = workspaces.find((workspace) => workspace.id === chosenId) ?? defaultWorkspace(workspaces, user);
  const addressed = workspaces.find((workspace) => workspace.id === addressWorkspace) ?? null;
  const value = useMemo(
    () => ({ workspaces, current, addressed, select, isLoading: query.isLoading }),
    [workspaces, current, addressed, select, query.isLoading],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
};

export const useWorkspaces = (): WorkspaceContextValue => useContext(WorkspaceContext);
