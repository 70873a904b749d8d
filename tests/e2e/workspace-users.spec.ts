import { Browser, expect, Page, test } from '@playwright/test';

import { backToEnglishAfterEach, chooseLanguage } from './support/language';
import { signIn } from './support/sign-in';

backToEnglishAfterEach(test);

/**
 * The workspace's Users tab as its manager (issue 29, spec 02 §4): registered, invited and pending
 * people, invitations by e-mail, an approval, a role and the audit log; and the sidebar's workspace
 * switcher following a role granted or taken while the person is signed in.
 */

const SHOTS = 'test-results/screens';
const rows = (page: Page) => page.getByTestId('workspace-users').locator('tbody tr.plain-table-row');

// A shared machine of two cores: the first visit of a page loads its code slowly.
test.describe.configure({ timeout: 360_000 });

/** A GraphQL call with the session of the page's signed-in person (as the SPA makes it). */
const callAs = (page: Page, query: string, variables: Record<string, unknown> = {}) =>
  page.evaluate(
    async ({ query, variables }) => {
      const { token } = JSON.parse(localStorage.getItem('lumen.session') ?? '{}') as { token: string };
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
    },
    { query, variables },
  );

const openedAs = async (browser: Browser, email: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
};

const showStatus = async (page: Page, status: 'registered' | 'invited' | 'pending') => {
  await page.getByTestId(`users-status-${status}`).click();
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
};

test('a manager opens the Programs tab, invites two people, approves a pending one and three at once, makes an agent and reads it in the audit log', async ({
  page,
  browser,
}) => {
  await signIn(page, 'manager@demo.test');
  await page.goto('/organization/org-acme#programs');
  await expect(page.getByTestId('workspace-programs').locator('tbody tr.plain-table-row').first()).toBeVisible({ timeout: 90_000 });

  await page.getByTestId('workspace-tab-users').click({ timeout: 60_000 });
  await expect(page).toHaveURL(/#users$/);
  await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });

  // Two people by e-mail, to the whole workspace: invited, each to accept after signing in.
  await page.getByTestId('invite-people').click();
  await page.getByTestId('invite-emails').fill('first.invitee@example.test\nsecond.invitee@example.test');
  await page.locator('#invite-send').click();
  await expect(page.getByTestId('invite-answer')).toContainText('2 people invited.');
  await showStatus(page, 'invited');
  await expect(rows(page).filter({ hasText: 'first.invitee@example.test' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'second.invitee@example.test' })).toHaveCount(1);

  // A learner's peer invitation awaits approval; approved, it is sent (and still to be accepted).
  await showStatus(page, 'pending');
  const candidate = rows(page).filter({ hasText: 'dev.candidate@acme.example' });
  await expect(candidate).toContainText('Engineering');
  await expect(candidate).toContainText('Pending');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/workspace-users-pending-en.png`, fullPage: true });
  await page.getByTestId('invitation-approve-invitation-acme-candidate').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The invitation of dev.candidate@acme.example was approved and sent')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'dev.candidate@acme.example' })).toHaveCount(0);
  await showStatus(page, 'invited');
  await expect(rows(page).filter({ hasText: 'dev.candidate@acme.example' })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/workspace-users-invited-en.png`, fullPage: true });

  // Two more peer invitations from a learner (Acme asks for approval): the three pending ones approved in one action.
  const peer = await openedAs(browser, 'learner@demo.test');
  const asked = await callAs(peer, 'mutation ($input: InvitePeopleInput!) { invitePeople(input: $input) { pending } }', {
    input: { organizationId: 'org-acme', emails: ['peer.one@example.test', 'peer.two@example.test'] },
  });
  expect(asked).toEqual({ data: { invitePeople: { pending: ['peer.one@example.test', 'peer.two@example.test'] } } });
  await peer.context().close();
  await showStatus(page, 'pending');
  await expect(rows(page)).toHaveCount(3, { timeout: 30_000 });
  for (const email of ['friend.of.lee@acme.example', 'peer.one@example.test', 'peer.two@example.test']) {
    await rows(page)
      .filter({ hasText: email })
      .getByRole('checkbox', { name: `Select ${email}` })
      .check();
  }
  await expect(page.getByTestId('invitations-bulk-approve')).toHaveText('Approve 3 invitations');
  await expect(page.getByTestId('invitations-bulk-deny')).toHaveText('Deny 3 invitations');
  await page.getByTestId('invitations-bulk-approve').click();
  await expect(page.getByText('Approve the 3 selected invitations?', { exact: false })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/workspace-users-bulk-approve-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('3 invitations approved and sent')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByTestId('invitations-bulk-actions')).toHaveCount(0);
  await showStatus(page, 'invited');
  await expect(rows(page).filter({ hasText: /peer\.(one|two)@example\.test|friend\.of\.lee/ })).toHaveCount(3);

  // A member made the agent of a group, from the registered people's roles dialog.
  await showStatus(page, 'registered');
  const people = page.getByTestId('workspace-users');
  await people.getByTestId('table-search').fill('Lee Learner');
  await people.getByTestId('table-search').press('Enter');
  await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
  await people.getByTestId('person-roles-user-learner').click();
  const dialog = page.getByTestId('person-roles');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  // An admin needs a Creator licence: not offered to a learner without one; the count is shown.
  await expect(dialog.getByTestId('creator-licences')).toContainText('Creator licences in use: 1');
  await expect(dialog.getByTestId('role-switch-manager')).toBeDisabled();
  await expect(dialog.getByTestId('role-switch-creator')).toBeEnabled();
  await dialog.getByTestId('agent-group').click();
  await page.keyboard.type('Marketing');
  await page.getByTitle('Marketing', { exact: true }).click();
  await dialog.getByTestId('agent-grant').click();
  await expect(page.getByText('Lee Learner is now Agent.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/organization/org-acme/manage/auditEvents');
  const entries = page.locator('tbody tr.plain-table-row');
  await expect(entries.first()).toContainText('Role granted', { timeout: 90_000 });
  await expect(entries.first()).toContainText('Marketing');
  await expect(entries.filter({ hasText: 'Invitation approved' }).filter({ hasText: 'dev.candidate@acme.example' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'first.invitee@example.test' }).filter({ hasText: 'Invited' })).toHaveCount(1);
  // The bulk approval left one entry per person.
  await expect(entries.filter({ hasText: 'Invitation approved' }).filter({ hasText: /peer\.(one|two)@example\.test|friend\.of\.lee/ })).toHaveCount(3);
});

test('the Users tab in Korean', async ({ page }) => {
  await signIn(page, 'manager@demo.test');
  await chooseLanguage(page, 'ko');
  await page.goto('/organization/org-acme#users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByTestId('workspace-tab-users')).toHaveText('사용자', { timeout: 60_000 });
  // The invited list (the manager journey above approves every pending request); the status
  // switch names all three lists in Korean.
  await showStatus(page, 'invited');
  await expect(page.getByTestId('workspace-users')).toContainText('승인 대기');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/workspace-users-invited-ko.png`, fullPage: true });
  await page.getByTestId('invite-people').click();
  await expect(page.getByRole('dialog')).toContainText('이메일로 사용자 초대');
  await page.screenshot({ path: `${SHOTS}/workspace-users-invite-ko.png` });
  await page.keyboard.press('Escape');
});

test("a role granted or taken while signed in updates the sidebar's workspace switcher at once", async ({ page, browser }) => {
  await signIn(page, 'learner@demo.test');
  const staff = await openedAs(browser, 'super@demo.test');
  const switcher = async () => {
    await page.getByTestId('account-menu-button').click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toBeVisible();
    return menu;
  };
  await expect(await switcher()).not.toContainText('Studio Creator');
  await page.keyboard.press('Escape');

  const granted = await callAs(staff, 'mutation ($input: WorkspaceRoleInput!) { setWorkspaceRole(input: $input) }', {
    input: { organizationId: 'org-studio', userId: 'user-learner', role: 'creator', enabled: true },
  });
  expect(granted.errors).toBeUndefined();
  // No reload: the live user event refreshes the roles, and the switcher reads its workspaces again.
  await expect(await switcher()).toContainText('Studio Creator', { timeout: 15_000 });
  await page.keyboard.press('Escape');

  const removed = await callAs(staff, 'mutation { removeOrganizationUser(organizationId: "org-studio", userId: "user-learner") }');
  expect(removed.errors).toBeUndefined();
  await expect(await switcher()).not.toContainText('Studio Creator', { timeout: 15_000 });
  await staff.context().close();
});
