// Builds the large data set with set-based SQL (no per-row round trips), once per database: the
// demo seed first (through the real server: migrations + seed), then bulk rows copied from seeded
// template rows so every NOT NULL column gets a valid value without listing them here.
//   PostgreSQL: 1,000,000 learners in 2,000 workspaces and 50,000 groups, ~3M memberships, ~2.9M
//   engagement rows; the demo workspace (org-acme) grown to 100,000 learners, all in its
//   "everyone" group (company-acme-everyone) and one department each.
//   SQLite: 200,000 learners the same way (the demo workspace grown to 100,000).

/** Sizes per database; BENCH_SCALE (0..1] shrinks them for a quick try. */
export const sizesFor = (dialect) => {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const full = dialect === 'postgres' ? { learners: 1_000_000, workspaces: 2_000, groups: 50_000 } : { learners: 200_000, workspaces: 400, groups: 10_000 };
  return {
    learners: Math.round(full.learners * scale),
    workspaces: Math.max(1, Math.round(full.workspaces * scale)),
    groups: Math.max(1, Math.round(full.groups * scale)),
    acmeLearners: Math.round(Math.min(100_000, full.learners / 2) * scale),
  };
};

const ACME_DEPARTMENTS = [
  'company-acme-sales',
  'company-acme-engineering',
  'company-acme-marketing',
  'company-acme-success',
  'company-acme-leadership',
  'company-acme-newhires',
  'company-acme-operations',
];

/** A tiny adapter so the same statements run on pg and better-sqlite3. */
export const sqlFor = (dialect, handle) => ({
  dialect,
  postgres: dialect === 'postgres',
  run: async (sql) => (dialect === 'postgres' ? handle.query(sql) : handle.exec(sql)),
  rows: async (sql) => (dialect === 'postgres' ? (await handle.query(sql)).rows : handle.prepare(sql).all()),
});

const columnsOf = async (db, table) =>
  db.postgres
    ? (
        await db.rows(
          `SELECT column_name AS name FROM information_schema.columns WHERE table_name = '${table}' AND table_schema = 'public' ORDER BY ordinal_position`,
        )
      ).map((row) => row.name)
    : (await db.rows(`PRAGMA table_info("${table}")`)).map((row) => row.name);

const series = (db, count) =>
  db.postgres
    ? `SELECT n FROM generate_series(1, ${count}) AS n`
    : `WITH RECURSIVE series(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM series WHERE n < ${count}) SELECT n FROM series`;

/**
 * INSERT INTO table SELECT … FROM template row × series, with some columns replaced by
 * expressions of n (the row number).
 */
const copyTemplate = async (db, table, templateId, count, replacements) => {
  const columns = await columnsOf(db, table);
  const select = columns.map((column) => (column in replacements ? `${replacements[column]} AS "${column}"` : `template."${column}"`)).join(', ');
  await db.run(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
     SELECT ${select} FROM (${series(db, count)}) numbers CROSS JOIN (SELECT * FROM "${table}" WHERE "id" = '${templateId}') template`,
  );
};

/**
 * A bulk load without the engagement summaries' row triggers (migration EngagementSummaries), then
 * one rebuild of the summaries from the rows: on PostgreSQL a trigger per row of 2.9M engagement
 * rows would add minutes to the build, the rebuild is one set-based pass. SQLite has no switch for
 * triggers (and no stored function for the rebuild): its triggers run per row during the load.
 */
const withoutSummaryTriggers = async (db, load) => {
  if (!db.postgres) return load();
  const triggers = [
    ['course_engagements', 'engagement_summaries_enrolment'],
    ['studies', 'engagement_summaries_study'],
  ];
  for (const [table, trigger] of triggers) await db.run(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`);
  await load();
  for (const [table, trigger] of triggers) await db.run(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`);
  await db.run('SELECT engagement_summaries_rebuild()');
};

export const isBuilt = async (db) => {
  const found = db.postgres
    ? await db.rows(`SELECT 1 FROM information_schema.tables WHERE table_name = 'bench_meta'`)
    : await db.rows(`SELECT 1 FROM sqlite_master WHERE name = 'bench_meta'`);
  return found.length > 0;
};

export const buildData = async (db, sizes, log) => {
  const templates = await findTemplates(db);
  const padOf = (expression, width) =>
    db.postgres ? `LPAD((${expression})::text, ${width}, '0')` : `SUBSTR('0000000000' || (${expression}), -${width}, ${width})`;
  const pad = (width) => padOf('n', width);
  const text = (expression) => (db.postgres ? `(${expression})::text` : `CAST(${expression} AS TEXT)`);
  const workspaceOf = `'bench-org-' || ${text(`n % ${sizes.workspaces}`)}`;
  const step = async (label, work) => {
    const startedAt = performance.now();
    await work();
    log(`  ${label} (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
  };
  if (!db.postgres) await db.run('PRAGMA foreign_keys = OFF; PRAGMA synchronous = OFF;');
  await db.run(db.postgres ? 'BEGIN' : 'BEGIN');
  await step(`${sizes.workspaces} workspaces`, () =>
    copyTemplate(db, 'organizations', 'org-acme', sizes.workspaces, {
      id: `'bench-org-' || ${text('n - 1')}`,
      name: `'Bench workspace ' || ${text('n')}`,
      referralCode: `'bench' || ${text('n')}`,
    }),
  );
  await step(`${sizes.groups} groups`, () =>
    copyTemplate(db, 'companies', 'company-acme-sales', sizes.groups, {
      id: `'bench-company-' || ${text('n - 1')}`,
      name: `'Bench group ' || ${text('n')}`,
      organizationId: `'bench-org-' || ${text(`(n - 1) % ${sizes.workspaces}`)}`,
    }),
  );
  await step(`${sizes.learners} learners`, () =>
    copyTemplate(db, 'users', 'user-learner-001', sizes.learners, {
      id: `'bench-user-' || ${pad(7)}`,
      email: `'bench' || ${pad(7)} || '@bench.test'`,
      firstName: `'Bench ' || ${text('n')}`,
      lastName: `(CASE n % 4 WHEN 0 THEN 'Kim' WHEN 1 THEN 'Lee' WHEN 2 THEN 'Park' ELSE 'Tanaka' END)`,
      fullName: `'Bench ' || ${text('n')} || ' ' || (CASE n % 4 WHEN 0 THEN 'Kim' WHEN 1 THEN 'Lee' WHEN 2 THEN 'Park' ELSE 'Tanaka' END)`,
      searchText: `LOWER('bench' || ${pad(7)} || '@bench.test Bench ' || ${text('n')} || ' ' || (CASE n % 4 WHEN 0 THEN 'Kim' WHEN 1 THEN 'Lee' WHEN 2 THEN 'Park' ELSE 'Tanaka' END))`,
    }),
  );
  const acme = sizes.acmeLearners;
  const department = `(CASE n % 7 ${ACME_DEPARTMENTS.map((id, index) => `WHEN ${index} THEN '${id}'`).join(' ')} END)`;
  // Workspace row, then one or two group rows per learner: Acme's in everyone + a department.
  const memberships = [
    ['w', `(CASE WHEN n <= ${acme} THEN 'org-acme' ELSE ${workspaceOf} END)`, 'NULL'],
    [
      'g',
      `(CASE WHEN n <= ${acme} THEN 'org-acme' ELSE ${workspaceOf} END)`,
      `(CASE WHEN n <= ${acme} THEN 'company-acme-everyone' ELSE 'bench-company-' || ${text(`n % ${sizes.workspaces} + ${sizes.workspaces} * (n % ${Math.max(1, Math.floor(sizes.groups / sizes.workspaces))})`)} END)`,
    ],
    [
      'd',
      `(CASE WHEN n <= ${acme} THEN 'org-acme' ELSE ${workspaceOf} END)`,
      `(CASE WHEN n <= ${acme} THEN ${department} ELSE 'bench-company-' || ${text(`n % ${sizes.workspaces} + ${sizes.workspaces} * ((n + 1) % ${Math.max(1, Math.floor(sizes.groups / sizes.workspaces))})`)} END)`,
    ],
  ];
  for (const [kind, organization, company] of memberships) {
    await step(`memberships (${kind})`, () =>
      copyTemplate(db, 'memberships', templates.membership, sizes.learners, {
        id: `'bench-${kind}-' || ${pad(7)}`,
        userId: `'bench-user-' || ${pad(7)}`,
        organizationId: organization,
        companyId: company,
        role: `'member'`,
        employeeId: `'E' || ${pad(7)}`,
        searchText: `LOWER('bench' || ${pad(7)} || '@bench.test Bench ' || ${text('n')} || ' e' || ${pad(7)})`,
      }).catch(async (error) => {
        throw new Error(`memberships ${kind}: ${error.message}`);
      }),
    );
  }
  await step('engagement rows and their summaries', () =>
    withoutSummaryTriggers(db, () =>
      copyTemplate(db, 'course_engagements', templates.engagement, Math.round(sizes.learners * 2.9), {
        id: `'bench-e-' || ${pad(8)}`,
        userId: `'bench-user-' || ${padOf(`(n - 1) % ${sizes.learners} + 1`, 7)}`,
        organizationId: `(CASE WHEN (n - 1) % ${sizes.learners} + 1 <= ${acme} THEN 'org-acme' ELSE 'bench-org-' || ${text(`((n - 1) % ${sizes.learners} + 1) % ${sizes.workspaces}`)} END)`,
        // The learner's first group (the 'g' membership above).
        companyId: `(CASE WHEN (n - 1) % ${sizes.learners} + 1 <= ${acme} THEN 'company-acme-everyone' ELSE 'bench-company-' || ${text(`((n - 1) % ${sizes.learners} + 1) % ${sizes.workspaces} + ${sizes.workspaces} * (((n - 1) % ${sizes.learners} + 1) % ${Math.max(1, Math.floor(sizes.groups / sizes.workspaces))})`)} END)`,
        // The n-th pass over the learners is about the n-th program: (user, group, program) stays unique.
        courseId: `(CASE (n - 1) / ${sizes.learners} ${templates.courses.map((id, index) => `WHEN ${index} THEN '${id}'`).join(' ')} ELSE '${templates.courses[0]}' END)`,
        minutesSpent: `n % 600`,
      }),
    ),
  );
  await db.run(`CREATE TABLE bench_meta (built_at varchar(40), learners integer)`);
  await db.run(`INSERT INTO bench_meta VALUES ('${new Date().toISOString()}', ${sizes.learners})`);
  await db.run('COMMIT');
  // After a bulk load, as autovacuum would soon do: statistics, and on PostgreSQL the visibility map
  // that lets index-only scans skip the table.
  await step('statistics', () => db.run(db.postgres ? 'VACUUM ANALYZE' : 'ANALYZE'));
};

/**
 * Step-level progress for the analytics: three completed actions of the first program for each
 * learner of the demo workspace's 100k group, spread over the last 30 days (UTC), each under its
 * learner's engagement row there. Added once, also to a data set built before this step existed.
 */
export const buildStudies = async (db, sizes, log) => {
  if ((await db.rows(`SELECT 1 FROM studies WHERE id LIKE 'bench-s-%' LIMIT 1`)).length > 0) return;
  const templates = await findTemplates(db);
  const actions = (await db.rows(`SELECT id FROM actions WHERE "courseId" = '${templates.courses[0]}' ORDER BY "chapterId", "order", id LIMIT 3`)).map(
    (row) => row.id,
  );
  const template = (await db.rows(`SELECT id FROM studies ORDER BY id LIMIT 1`))[0].id;
  const text = (expression) => (db.postgres ? `(${expression})::text` : `CAST(${expression} AS TEXT)`);
  const padOf = (expression, width) =>
    db.postgres ? `LPAD((${expression})::text, ${width}, '0')` : `SUBSTR('0000000000' || (${expression}), -${width}, ${width})`;
  const learner = `((n - 1) % ${sizes.acmeLearners} + 1)`;
  const step = `((n - 1) / ${sizes.acmeLearners})`;
  // n minutes back, within 30 days: the trend has something every day.
  const completedAt = db.postgres
    ? `NOW() - ((n % 43200) * INTERVAL '1 minute')`
    : `strftime('%Y-%m-%d %H:%M:%f', 'now', '-' || ${text('n % 43200')} || ' minutes')`;
  const startedAt = performance.now();
  if (!db.postgres) await db.run('PRAGMA foreign_keys = OFF;');
  const columns = (
    await db.rows(
      db.postgres
        ? `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'studies' AND table_schema = 'public' ORDER BY ordinal_position`
        : `PRAGMA table_info("studies")`,
    )
  ).map((row) => row.name);
  const replacements = {
    id: `'bench-s-' || ${padOf('n', 8)}`,
    userId: `'bench-user-' || ${padOf(learner, 7)}`,
    actionId: `(CASE ${step} ${actions.map((id, index) => `WHEN ${index} THEN '${id}'`).join(' ')} END)`,
    courseId: `'${templates.courses[0]}'`,
    companyId: `'company-acme-everyone'`,
    completedAt,
    secondsSpent: `60 + n % 600`,
  };
  const select = columns.map((column) => (column in replacements ? `${replacements[column]} AS "${column}"` : `template."${column}"`)).join(', ');
  await withoutSummaryTriggers(db, () =>
    db.run(
      `INSERT INTO "studies" (${columns.map((column) => `"${column}"`).join(', ')})
     SELECT ${select} FROM (${series(db, sizes.acmeLearners * actions.length)}) numbers CROSS JOIN (SELECT * FROM "studies" WHERE "id" = '${template}') template`,
    ),
  );
  // The summaries' statistics, and on PostgreSQL the visibility map their index-only scans need.
  await db.run(db.postgres ? 'VACUUM ANALYZE studies, engagement_totals, engagement_activity, engagement_sessions' : 'ANALYZE');
  log(`  ${(sizes.acmeLearners * actions.length).toLocaleString('en')} studies and the summaries (${((performance.now() - startedAt) / 1000).toFixed(1)} s)`);
};

/** Seeded rows the copies start from: a group membership and an engagement row. */
export const findTemplates = async (db) => ({
  membership: (await db.rows(`SELECT id FROM memberships WHERE role = 'member' AND "companyId" IS NOT NULL ORDER BY id LIMIT 1`))[0].id,
  engagement: (await db.rows(`SELECT id FROM course_engagements ORDER BY id LIMIT 1`))[0].id,
  courses: (await db.rows(`SELECT id FROM courses ORDER BY id LIMIT 3`)).map((row) => row.id),
});
