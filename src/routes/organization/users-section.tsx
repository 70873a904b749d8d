import { Suspense, useState } from 'react';

import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import type { InvitationStatus } from '@shared/invitation-rules';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainSegmented } from '@/components/plain/plain-segmented';
import type { InviteWorkspacePeopleMutation } from '@/graphql/types';

import { WorkspaceInvitations } from './workspace-invitations';
import { WorkspacePeople } from './workspace-people';
import type { WorkspaceDetails } from './workspace-sections';

// antd's form dialog, loaded (with antd) the first time it opens: the lists themselves need no antd.
const InvitePeopleModal = lazyAntd(async () => (await import('./invite-people-modal')).InvitePeopleModal);

/** Spec 02 §4: people are registered (members), invited (waiting for their answer) or pending (awaiting an admin's approval). */
const STATUSES = ['registered', 'invited', 'pending'] as const;
type PeopleStatus = (typeof STATUSES)[number];

type Answer = InviteWorkspacePeopleMutation['invitePeople'];

/**
 * #users: the workspace's people by status, with the invitation of new ones. Members are enabled,
 * disabled, given roles or removed; invitations re-sent or revoked; a peer's pending invitation
 * approved or denied.
 */
export const UsersSection = ({ workspace, manager }: { workspace: WorkspaceDetails; manager: boolean }) => {
  const { t } = useTranslation('workspace');
  const [status, setStatus] = useState<PeopleStatus>('registered');
  const [inviting, setInviting] = useState(false);
  const inviteOpened = useOpenedOnce(inviting);
  const [answer, setAnswer] = useState<Answer | null>(null);

  return (
    <PlainCard data-testid="workspace-users">
      <div className="plain-stack" data-gap="middle">
        <div className="plain-row" data-justify="between">
          <PlainSegmented<PeopleStatus>
            value={status}
            onChange={setStatus}
            aria-label={t('users.status')}
            options={STATUSES.map((value) => ({ value, label: <span data-testid={`users-status-${value}`}>{t(`users.statuses.${value}`)}</span> }))}
          />
          {manager && (
            <PlainButton
              variant="primary"
              icon={<PlainIcon definition={UserAddOutlined} aria-hidden />}
              onClick={() => setInviting(true)}
              data-testid="invite-people"
            >
              {t('invitations.invite')}
            </PlainButton>
          )}
        </div>
        {answer && (
          <PlainAlert
            type="success"
            onClose={() => setAnswer(null)}
            closeLabel={t('invitations.answer.close')}
            data-testid="invite-answer"
            message={[
              answer.invited.length ? t('invitations.answer.invited', { count: answer.invited.length }) : null,
              answer.pending.length ? t('invitations.answer.pending', { count: answer.pending.length }) : null,
              answer.added.length ? t('invitations.answer.added', { count: answer.added.length }) : null,
              answer.alreadyMembers.length ? t('invitations.answer.alreadyMembers', { emails: answer.alreadyMembers.join(', ') }) : null,
            ]
              .filter(Boolean)
              .join(' ')}
          />
        )}
        {status === 'registered' ? (
          <WorkspacePeople organizationId={workspace.id} workspace={workspace} manager={manager} />
        ) : (
          <WorkspaceInvitations key={status} organizationId={workspace.id} status={status satisfies InvitationStatus} manager={manager} />
        )}
      </div>
      {inviteOpened && (
        <Suspense fallback={null}>
          <InvitePeopleModal organizationId={workspace.id} open={inviting} onClose={() => setInviting(false)} onInvited={setAnswer} />
        </Suspense>
      )}
    </PlainCard>
  );
};
