/*
 * npm run migration:generate -- <Name>
 *
 * Writes a migration for each database (SQLite and PostgreSQL) with the difference between the
 * entities and the schema the existing migrations build. Each dialect runs in its own process,
 * because entity column types are chosen from DATABASE_URL when the entities load.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

type Dialect = 'sqlite' | 'postgres';

const MIGRATIONS_DIRECTORY = resolve('server/src/database/migrations');
const ADMIN_DATABASE_URL = process.env.MIGRATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const escapeTemplate = (sql: string): string => sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

type Statement = { query: string; parameters?: unknown[] };

const statement = ({ query, parameters }: Statement): string =>
  parameters && parameters.length > 0
    ? `    await queryRunner.query(\`${escapeTemplate(query)}\`, ${JSON.stringify(parameters)});`
    : `    await queryRunner.query(\`${escapeTemplate(query)}\`);`;

const migrationSource = (className: string, up: Statement[], down: Statement[]): string => `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up.map(statement).join('\n')}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down.map(statement).join('\n')}
  }
}
`;

const addToIndex = (dialect: Dialect, className: string, fileName: string): void => {
  const indexFile = join(MIGRATIONS_DIRECTORY, dialect, 'index.ts');
  const source = readFileSync(indexFile, 'utf8');
  const withImport = `import { ${className} } from './${fileName}';\n${source}`;
  const updated = withImport.replace(/MIGRATIONS: Function\[\] = \[([^\]]*)\]/, (_match, list: string) => {
    const entries = list
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return `MIGRATIONS: Function[] = [${[...entries, className].join(', ')}]`;
  });
  writeFileSync(indexFile, updated);
};

/** A table declared in a file that discovery would miss gets no migration: refuse until it is renamed. */
const assertEntitiesDiscoverable = async (): Promise<void> => {
  const { undiscoveredTableFiles } = await import('../src/common/resource/discover-resources');
  // The TypeScript sources, not the build: decorators are still written as such there.
  const missed = undiscoveredTableFiles(resolve('server/src'));
  if (missed.length > 0) {
    throw new Error(`These files declare tables but are not named *.resource.ts or *.entity.ts, so they are never loaded:\n${missed.join('\n')}`);
  }
};

const generateFor = async (dialect: Dialect, name: string, timestamp: number): Promise<void> => {
  const { DataSource } = await import('typeorm');
  await assertEntitiesDiscoverable();
  const { discoverResources } = await import('../src/common/resource/discover-resources');
  await discoverResources();
  const { buildDataSourceOptions } = await import('../src/database/data-source-options');
  const { SEARCH_TEXT_TABLES, sqliteSearchTextTriggers } = await import('../src/database/search-text-triggers');
  const { USED_LICENCE_TABLES, sqliteUsedLicenceTriggers } = await import('../src/database/used-licence-triggers');
  const { declaredExpressionIndexes, expressionIndexChanges } = await import('../src/database/expression-indexes');
  const dataDirectory = mkdtempSync(join(tmpdir(), 'lumen-migration-'));
  let temporaryDatabase: string | null = null;
  let databaseUrl: string | null = null;
  if (dialect === 'postgres') {
    temporaryDatabase = `lumen_migration_${timestamp}`;
    const admin = new DataSource({ type: 'postgres', url: ADMIN_DATABASE_URL });
    await admin.initialize();
    await admin.query(`CREATE DATABASE ${temporaryDatabase}`);
    await admin.destroy();
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${temporaryDatabase}`;
    databaseUrl = url.toString();
  }
  const dataSource = new DataSource({ ...buildDataSourceOptions({ databaseUrl, dataDirectory }), migrationsRun: false });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const { upQueries, downQueries } = await dataSource.driver.createSchemaBuilder().log();
    const Query = (query: string) => ({ query, parameters: [] }) as unknown as (typeof upQueries)[number];
    // Case-insensitive uniqueness: indexes on lower(), which TypeORM neither declares nor compares.
    const expressions = await expressionIndexChanges(dataSource);
    const rebuilt = declaredExpressionIndexes().filter(
      (index) => !expressions.up.includes(index.create) && upQueries.some((query) => query.query.includes(`DROP TABLE "${index.table}"`)),
    );
    upQueries.push(...[...expressions.up, ...rebuilt.map((index) => index.create)].map(Query));
    // Reversed below: the expression indexes go first on the way down, before a SQLite rebuild of their table.
    downQueries.push(...expressions.down.map(Query));
    if (upQueries.length === 0) {
      console.log(`${dialect}: the migrations already match the entities.`);
      return;
    }
    if (dialect === 'sqlite' && upQueries.some((query) => query.query.startsWith('ALTER TABLE') && query.query.includes('RENAME TO'))) {
      // SQLite rebuilds a table to change it; with the legacy rename, views over it are not re-checked half-way.
      upQueries.unshift(Query('PRAGMA legacy_alter_table = ON'));
      downQueries.unshift(Query('PRAGMA legacy_alter_table = OFF'));
      // It also drops the rebuilt table's triggers: put the search-text and used-licence ones back.
      if (upQueries.some((query) => SEARCH_TEXT_TABLES.some((table) => query.query.includes(`DROP TABLE "${table}"`)))) {
        upQueries.push(...sqliteSearchTextTriggers().map((query) => Query(query)));
      }
      if (upQueries.some((query) => USED_LICENCE_TABLES.some((table) => query.query.includes(`DROP TABLE "${table}"`)))) {
        upQueries.push(...sqliteUsedLicenceTriggers().map((query) => Query(query)));
      }
      upQueries.push(Query('PRAGMA legacy_alter_table = OFF'));
      downQueries.push(Query('PRAGMA legacy_alter_table = ON'));
    }
    const className = `${name}${timestamp}`;
    const fileName = `${timestamp}-${name}`;
    writeFileSync(join(MIGRATIONS_DIRECTORY, dialect, `${fileName}.ts`), migrationSource(className, upQueries, downQueries.reverse()));
    addToIndex(dialect, className, fileName);
    console.log(`${dialect}: wrote ${fileName}.ts with ${upQueries.length} statements.`);
  } finally {
    await dataSource.destroy();
    rmSync(dataDirectory, { recursive: true, force: true });
    if (temporaryDatabase) {
      const admin = new DataSource({ type: 'postgres', url: ADMIN_DATABASE_URL });
      await admin.initialize();
      await admin.query(`DROP DATABASE IF EXISTS ${temporaryDatabase}`);
      await admin.destroy();
    }
  }
};

const main = async (): Promise<void> => {
  const dialectIndex = process.argv.indexOf('--dialect');
  if (dialectIndex >= 0) {
    await generateFor(process.argv[dialectIndex + 1] as Dialect, process.argv[dialectIndex + 2], Number(process.argv[dialectIndex + 3]));
    return;
  }
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    console.error('Usage: npm run migration:generate -- <PascalCaseName>');
    process.exit(2);
  }
  const timestamp = Date.now();
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const environment = { ...process.env, TZ: 'UTC', DATABASE_URL: dialect === 'postgres' ? ADMIN_DATABASE_URL : '' };
    const child = spawnSync(process.execPath, [__filename, '--dialect', dialect, name, String(timestamp)], { stdio: 'inherit', env: environment });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
