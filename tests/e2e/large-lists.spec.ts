import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';

import { COUNT_LIMIT } from '../../shared/constants';
import { DATA_DIR } from '../../playwright.config';
import { signIn } from './support/sign-in';

/**
 * A list past the server's count limit (COUNT_LIMIT, 10,000 rows): the table says "More than
 * 10,000 rows" and "Count all" asks for the exact figure. The rows are written in bulk into the running
 * server's SQLite file (seconds), and removed afterwards so later tests see the demo data.
 */
const EXTRA_USERS = COUNT_LIMIT + 10;
const PREFIX = 'e2e-many-';

const openDatabase = () => {
  const database = new Database(join(DATA_DIR, 'lumen.sqlite'));
  database.pragma('busy_timeout = 30000');
  return database;
};

let expectedTotal = 0;

test.beforeAll(() => {
  const database = openDatabase();
  const columns = (database.prepare(`SELECT name FROM pragma_table_info('users')`).all() as Array<{ name: string }>).map((row) => row.name);
  const replaced: Record<string, string> = {
    id: `'${PREFIX}' || n`,
    email: `'${PREFIX}' || n || '@bulk.test'`,
    fullName: `'Bulk Learner ' || n`,
    searchText: `'${PREFIX}' || n || '@bulk.test bulk learner ' || n`,
  };
  const select = columns.map((column) => replaced[column] ?? `template."${column}"`).join(', ');
  database.exec(
    `WITH RECURSIVE numbers(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM numbers WHERE n < ${EXTRA_USERS})
     INSERT INTO users (${columns.map((column) => `"${column}"`).join(', ')})
     SELECT ${select} FROM numbers CROSS JOIN (SELECT * FROM users WHERE id = 'user-learner-001') template`,
  );
  expectedTotal = (database.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number }).count;
  database.close();
});

test.afterAll(() => {
  const database = openDatabase();
  database.prepare(`DELETE FROM users WHERE id LIKE '${PREFIX}%'`).run();
  database.close();
});

test('a list past the count limit says so, and "Count all" gives the exact figure', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/users');
  await expect(page.getByText(`More than ${new Intl.NumberFormat('en-US').format(COUNT_LIMIT)} rows`)).toBeVisible();
  await expect(page.getByText(/^e2e-many-\d+@bulk\.test$/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/count-limit.png', fullPage: true });
  await page.getByTestId('count-all').click();
  await expect(page.getByText(`${new Intl.NumberFormat('en-US').format(expectedTotal)} rows`)).toBeVisible();
  await expect(page.getByTestId('pager').getByRole('button', { name: `Page ${Math.ceil(expectedTotal / 10)}`, exact: true })).toBeVisible(); // the last page
  await page.screenshot({ path: 'test-results/screens/count-all.png', fullPage: true });
  // A new search counts from the start again, under the limit exactly.
  await page.getByTestId('table-search').fill('bulk learner 9999');
  await page.getByTestId('table-search').press('Enter');
  await expect(page.getByText(/^\d+ rows?$/)).toBeVisible();
  await expect(page.getByTestId('count-all')).toHaveCount(0);
});
