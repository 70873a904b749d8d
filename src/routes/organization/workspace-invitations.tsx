import { ReactElement, useMemo } from 'react';

import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import RedoOutlined from '@ant-design/icons-svg/es/asn/RedoOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { useGetIdentity } from '@refinedev/core';
import { groupMembershipRefusal, workspaceGrantRefusal } from '@shared/role-grants';
import type { InvitationStatus } from '@shared/invitation-rules';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { ResourceTable } from '@/components/resource/resource-table';
import type { InvitedUser } from '@/graphql/schema.types';
import {
  ApproveWorkspaceInvitationDocument,
  DenyWorkspaceInvitationDocument,
  ResendWorkspaceInvitationDocument,
  RevokeWorkspaceInvitationDocument,
} from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { runOperation } from '@/providers/data/graphql-operation';
import { INVITED_USERS } from '@/resources/invited-users/resource';

import { useInvitationBulkActions } from './invitation-bulk-actions';
import { useRunAction } from './use-run-action';

const RESOURCE = 'invitedUsers';

type Props = { organizationId: string; status: InvitationStatus; manager: boolean };

/**
 * The workspace's invited people (re-send, revoke) or pending ones awaiting approval (approve,
 * deny), one row or the selected ones. A row's actions show only to whoever could have sent it:
 * the server's rule (shared/role-grants.ts), which checks it again, per id for a selection.
 */
export const WorkspaceInvitations = ({ organizationId, status, manager }: Props) => {
  const { t } = useTranslation('workspace');
  const { data: actor } = useGetIdentity<CurrentUser>();
  const runAction = useRunAction();
  const bulkActions = useInvitationBulkActions(status);
  const permanentFilters = useMemo(
    () => [
      { field: 'organizationId', operator: 'eq' as const, value: organizationId },
      { field: 'status', operator: 'eq' as const, value: status },
    ],
    [organizationId, status],
  );

  const mayAnswer = (row: InvitedUser): boolean =>
    !!actor &&
    (row.companyId
      ? groupMembershipRefusal(actor, { id: row.companyId, organizationId }) === null
      : workspaceGrantRefusal(actor, { role: row.role, organizationId, userId: '', enabled: false }) === null);

  const act = (row: InvitedUser, success: string, run: () => Promise<unknown>) =>
    runAction({ resource: RESOURCE, success: t(success, { email: row.email }), action: run });

  const rowActions = (row: InvitedUser) => {
    if (!mayAnswer(row)) return null;
    const invitationId = row.id;
    const button = (key: string, icon: ReactElement, question: string, onConfirm: () => Promise<unknown>, danger = false) => (
      <ConfirmButton
        key={key}
        size="small"
        danger={danger}
        icon={icon}
        question={t(question, { email: row.email })}
        onConfirm={onConfirm}
        data-testid={`invitation-${key}-${row.id}`}
      >
        {t(`invitations.${key}`)}
      </ConfirmButton>
    );
    return (
      <div className="plain-row">
        {status === 'pending'
          ? [
              button('approve', <PlainIcon definition={CheckOutlined} aria-hidden />, 'invitations.approveQuestion', () =>
                act(row, 'invitations.approved', () => runOperation(ApproveWorkspaceInvitationDocument, { invitationId })),
              ),
              button(
                'deny',
                <PlainIcon definition={CloseOutlined} aria-hidden />,
                'invitations.denyQuestion',
                () => act(row, 'invitations.denied', () => runOperation(DenyWorkspaceInvitationDocument, { invitationId })),
                true,
              ),
            ]
          : [
              button('resend', <PlainIcon definition={RedoOutlined} aria-hidden />, 'invitations.resendQuestion', () =>
                act(row, 'invitations.resent', () => runOperation(ResendWorkspaceInvitationDocument, { invitationId })),
              ),
              button(
                'revoke',
                <PlainIcon definition={StopOutlined} aria-hidden />,
                'invitations.revokeQuestion',
                () => act(row, 'invitations.revoked', () => runOperation(RevokeWorkspaceInvitationDocument, { invitationId })),
                true,
              ),
            ]}
      </div>
    );
  };

  return (
    <ResourceTable
      declaration={INVITED_USERS.table}
      permanentFilters={permanentFilters}
      actionColumn={rowActions}
      selectionActions={manager ? bulkActions : undefined}
    />
  );
};
