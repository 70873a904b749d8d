import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_BULK_INVITATIONS } from '../../shared/invitation-rules';
import { errorCodeOf, graphql } from './support/graphql-client';
import { signIn } from './support/session';
import { startTestServer, TestServer } from './support/test-server';

/*
 * Several invitations answered in one action (the Users tab's selection, issue 29): each id is
 * checked as the single approve / deny / re-send / revoke checks it, and the answer says per id what
 * happened; each person's change has its own audit entry.
 */

const RESULT = '{ invitationId done email code message messageKey }';
const BULK = (name: string) => `mutation ($ids: [ID!]!) { ${name}(input: { invitationIds: $ids }) ${RESULT} }`;
const LIST = `query ($filter: InvitedUserFilter!) {
  invitedUsers(filter: $filter, sorting: [{ field: email, direction: ASC }], paging: { limit: 100 }) { nodes { id email status sentAt } }
}`;
const AUDIT = `query ($email: String!) {
  auditEvents(filter: { targetEmail: { eq: $email } }, sorting: [{ field: createdAt, direction: ASC }], paging: { limit: 50 }) { nodes { action actorEmail } }
}`;

type Outcome = { invitationId: string; done: boolean; email: string | null; code: string | null; message: string | null; messageKey: string | null };
type Row = { id: string; email: string; status: string; sentAt: string | null };

describe('bulk answers to invitations (issue 29)', () => {
  let server: TestServer;
  let manager: string;
  let agent: string;
  let learner: string;

  const bulk = async (token: string, name: string, ids: string[]) => {
    const result = await graphql<Record<string, Outcome[]>>(server.url, token, BULK(name), { ids });
    return { result, outcomes: result.data?.[name] ?? [] };
  };
  const brief = (outcomes: Outcome[]) => outcomes.map((outcome) => `${outcome.invitationId} ${outcome.done ? 'done' : outcome.code}`);
  const rows = async (): Promise<Row[]> =>
    (await graphql<{ invitedUsers: { nodes: Row[] } }>(server.url, manager, LIST, { filter: { organizationId: { eq: 'org-acme' } } })).data?.invitedUsers
      .nodes ?? [];
  const actionsAbout = async (email: string): Promise<string[]> =>
    (
      (await graphql<{ auditEvents: { nodes: Array<{ action: string; actorEmail: string }> } }>(server.url, manager, AUDIT, { email })).data?.auditEvents
        .nodes ?? []
    ).map((entry) => `${entry.action} ${entry.actorEmail}`);

  beforeAll(async () => {
    server = await startTestServer();
    manager = await signIn(server.url, 'manager@demo.test');
    agent = await signIn(server.url, 'agent@demo.test');
    learner = await signIn(server.url, 'learner@demo.test');
  });
  afterAll(() => server.close());

  it('refuses, per id, what the single approve refuses: someone who could not have sent it, a missing id', async () => {
    // The agent runs Sales and Success: neither the Engineering candidate nor the workspace's friend is theirs.
    const { outcomes } = await bulk(agent, 'approveInvitations', ['invitation-acme-candidate', 'invitation-acme-friend', 'no-such-invitation']);
    expect(brief(outcomes)).toEqual(['invitation-acme-candidate FORBIDDEN', 'invitation-acme-friend FORBIDDEN', 'no-such-invitation NOT_FOUND']);
    // A refusal names no one: the e-mail is told only for what was done.
    expect(outcomes.map((outcome) => outcome.email)).toEqual([null, null, null]);
    expect(outcomes[2].message).toBe('This invitation no longer exists.');
    expect(brief((await bulk(learner, 'denyInvitations', ['invitation-acme-friend'])).outcomes)).toEqual(['invitation-acme-friend FORBIDDEN']);
    expect((await rows()).filter((row) => row.status === 'pending').map((row) => row.email)).toEqual([
      'dev.candidate@acme.example',
      'friend.of.lee@acme.example',
    ]);
  });

  it('approves several pending invitations at once, with one audit entry per person, and says which were not pending', async () => {
    const { outcomes } = await bulk(manager, 'approveInvitations', ['invitation-acme-candidate', 'invitation-acme-seller', 'invitation-acme-candidate']);
    // The same id twice is answered once.
    expect(brief(outcomes)).toEqual(['invitation-acme-candidate done', 'invitation-acme-seller BAD_USER_INPUT']);
    expect(outcomes[0].email).toBe('dev.candidate@acme.example');
    expect(outcomes[1]).toMatchObject({ messageKey: 'validation.invitationNotPending', message: 'This invitation is not awaiting approval.' });
    expect((await rows()).find((row) => row.email === 'dev.candidate@acme.example')).toMatchObject({ status: 'invited', sentAt: expect.any(String) });
    expect(await actionsAbout('dev.candidate@acme.example')).toEqual(['invitation.approved manager@demo.test']);
    expect(await actionsAbout('new.seller@acme.example')).toEqual([]);
  });

  it('denies several pending invitations at once, dropping them', async () => {
    const { outcomes } = await bulk(manager, 'denyInvitations', ['invitation-acme-friend', 'invitation-acme-candidate']);
    expect(brief(outcomes)).toEqual(['invitation-acme-friend done', 'invitation-acme-candidate BAD_USER_INPUT']);
    expect((await rows()).map((row) => row.email)).not.toContain('friend.of.lee@acme.example');
    expect(await actionsAbout('friend.of.lee@acme.example')).toEqual(['invitation.denied manager@demo.test']);
  });

  it('re-sends and revokes several invitations at once', async () => {
    const before = (await rows()).find((row) => row.email === 'contractor@partner.example');
    const resent = await bulk(manager, 'resendInvitations', ['invitation-acme-contractor', 'invitation-acme-seller']);
    expect(brief(resent.outcomes)).toEqual(['invitation-acme-contractor done', 'invitation-acme-seller done']);
    const after = (await rows()).find((row) => row.email === 'contractor@partner.example');
    expect(Date.parse(after?.sentAt ?? '')).toBeGreaterThan(Date.parse(before?.sentAt ?? ''));
    // The agent revokes their group's invitation, not the workspace's.
    const revoked = await bulk(agent, 'cancelInvitations', ['invitation-acme-seller', 'invitation-acme-contractor']);
    expect(brief(revoked.outcomes)).toEqual(['invitation-acme-seller done', 'invitation-acme-contractor FORBIDDEN']);
    expect(await actionsAbout('new.seller@acme.example')).toEqual(['invitation.resent manager@demo.test', 'invitation.cancelled agent@demo.test']);
    expect(await actionsAbout('contractor@partner.example')).toEqual(['invitation.resent manager@demo.test']);
  });

  it('checks the list itself: at most MAX_BULK_INVITATIONS ids, each an id', async () => {
    const tooMany = await bulk(
      manager,
      'approveInvitations',
      Array.from({ length: MAX_BULK_INVITATIONS + 1 }, (_, index) => `id-${index}`),
    );
    expect(errorCodeOf(tooMany.result)).toBe('BAD_USER_INPUT');
    expect(tooMany.result.errors?.[0]?.extensions?.messageKey).toBe('validation.listTooLong');
    const tooLong = await bulk(manager, 'denyInvitations', ['x'.repeat(65)]);
    expect(errorCodeOf(tooLong.result)).toBe('BAD_USER_INPUT');
    expect(tooLong.result.errors?.[0]?.extensions?.messageKey).toBe('validation.listItem');
  });
});
