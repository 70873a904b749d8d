import { useMemo } from 'react';

import { ResourceTable } from '@/components/resource/resource-table';
import type { Course } from '@/graphql/schema.types';
import { COURSES } from '@/resources/courses/resource';
import { buildPath } from '@/routes/route-table';

import type { WorkspaceDetails } from './workspace-sections';

/**
 * #programs: the workspace's programs (spec 02 §2): owned by it, published to it or distributed to
 * one of its groups (the server's `workspaceId` filter), within what the reader may read. Each
 * title opens the program's page in this workspace.
 */
export const ProgramsSection = ({ workspace }: { workspace: WorkspaceDetails }) => {
  const permanentFilters = useMemo(() => [{ field: 'workspaceId', operator: 'eq' as const, value: workspace.id }], [workspace.id]);
  const declaration = useMemo(
    () => ({
      ...COURSES.table,
      tableId: 'workspace-programs',
      emptyText: 'courses.emptyWorkspace',
      columns: COURSES.table.columns.map((column) =>
        column.key === 'title'
          ? { ...column, link: (row: Course) => buildPath('organizationProgram', { organizationId: workspace.id, courseId: row.id }) }
          : column,
      ),
    }),
    [workspace.id],
  );
  return (
    <div data-testid="workspace-programs">
      <ResourceTable declaration={declaration} permanentFilters={permanentFilters} />
    </div>
  );
};
