import type { DataSource } from 'typeorm';

/**
 * Grows a workspace to `members` more people in seconds with set-based SQL (no per-row round
 * trips): the users, their workspace memberships, and a group membership in `companyId` for each.
 * Ids, e-mails and names are derived from the row number, so tests know what to look for
 * (scale0000042@bulk.test, "Bulk 42 Kim").
 */
export const growWorkspace = async (
  dataSource: DataSource,
  options: { organizationId: string; companyId: string; members: number; prefix?: string },
): Promise<void> => {
  const prefix = options.prefix ?? 'scale';
  const postgres = dataSource.options.type === 'postgres';
  // A series 1..members: generate_series on PostgreSQL, a recursive CTE on SQLite.
  const series = postgres
    ? `SELECT n FROM generate_series(1, ${options.members}) AS n`
    : `WITH RECURSIVE series(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM series WHERE n < ${options.members}) SELECT n FROM series`;
  const padded = postgres ? `LPAD(n::text, 7, '0')` : `SUBSTR('0000000' || n, -7, 7)`;
  const now = postgres ? 'now()' : `datetime('now')`;
  const lastName = `(CASE n % 4 WHEN 0 THEN 'Kim' WHEN 1 THEN 'Lee' WHEN 2 THEN 'Park' ELSE 'Tanaka' END)`;
  await dataSource.transaction(async (manager) => {
    await manager.query(
      `INSERT INTO "users" ("id", "email", "firstName", "lastName", "fullName", "roles", "timezone", "emailVerified", "notificationSettings", "createdAt", "updatedAt")
       SELECT '${prefix}-user-' || ${padded}, '${prefix}' || ${padded} || '@bulk.test', 'Bulk ' || n, ${lastName}, 'Bulk ' || n || ' ' || ${lastName},
              '[]', 'UTC', ${postgres ? 'true' : '1'}, '{}', ${now}, ${now}
       FROM (${series}) numbers`,
    );
    for (const [kind, companyColumn] of [
      ['w', 'NULL'],
      ['g', `'${options.companyId}'`],
    ] as const) {
      await manager.query(
        `INSERT INTO "memberships" ("id", "userId", "role", "organizationId", "companyId", "employeeId", "joinedAt", "isDisabled", "createdAt", "updatedAt")
         SELECT '${prefix}-${kind}-' || ${padded}, '${prefix}-user-' || ${padded}, 'member', '${options.organizationId}', ${companyColumn},
                'E' || ${padded}, ${now}, ${postgres ? 'false' : '0'}, ${now}, ${now}
         FROM (${series}) numbers`,
      );
    }
  });
};
