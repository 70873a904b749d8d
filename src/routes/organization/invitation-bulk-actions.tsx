import { ReactElement, useCallback } from 'react';

import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import RedoOutlined from '@ant-design/icons-svg/es/asn/RedoOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { useInvalidate, useNotification, useTranslate } from '@refinedev/core';
import type { InvitationStatus } from '@shared/invitation-rules';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { ConfirmButton } from '@/components/confirm/confirm-button';
import { createAppError, messageFor } from '@/errors/normalize-error';
import { useErrorToast } from '@/errors/use-error-toast';
import type { InvitationActionResult, InvitedUser } from '@/graphql/schema.types';
import {
  ApproveWorkspaceInvitationsDocument,
  DenyWorkspaceInvitationsDocument,
  ResendWorkspaceInvitationsDocument,
  RevokeWorkspaceInvitationsDocument,
} from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

type Outcome = Pick<InvitationActionResult, 'invitationId' | 'done' | 'code' | 'message' | 'messageKey'>;
type BulkKey = 'approve' | 'deny' | 'resend' | 'revoke';

const RESOURCE = 'invitedUsers';

const run = (key: BulkKey, invitationIds: string[]): Promise<Outcome[]> => {
  const input = { input: { invitationIds } };
  switch (key) {
    case 'approve':
      return runOperation(ApproveWorkspaceInvitationsDocument, input).then((data) => data.approveInvitations);
    case 'deny':
      return runOperation(DenyWorkspaceInvitationsDocument, input).then((data) => data.denyInvitations);
    case 'resend':
      return runOperation(ResendWorkspaceInvitationsDocument, input).then((data) => data.resendInvitations);
    case 'revoke':
      return runOperation(RevokeWorkspaceInvitationsDocument, input).then((data) => data.cancelInvitations);
  }
};

/**
 * Runs one bulk action on the selected invitations: a success toast when each was done, otherwise
 * a warning saying how many were done and, per address, why the others were not (the server's
 * answer per id, translated). The list is refreshed either way, since some may have changed.
 */
const useBulkInvitationAction = () => {
  const { t } = useTranslation('workspace');
  const translate = useTranslate();
  const { open } = useNotification();
  const showError = useErrorToast();
  const invalidate = useInvalidate();
  return useCallback(
    async (key: BulkKey, rows: InvitedUser[]): Promise<boolean> => {
      let outcomes: Outcome[];
      try {
        outcomes = await run(
          key,
          rows.map((row) => row.id),
        );
      } catch (error) {
        showError(error);
        return false;
      }
      await invalidate({ resource: RESOURCE, invalidates: ['list'] });
      const done = outcomes.filter((outcome) => outcome.done).length;
      const refused = outcomes.filter((outcome) => !outcome.done);
      if (!refused.length) {
        open?.({ type: 'success', message: t(`invitations.bulk.${key}Done`, { count: done }), key: `${RESOURCE}-bulk-${key}` });
        return true;
      }
      const emailOf = (id: string) => rows.find((row) => row.id === id)?.email ?? id;
      const reasons = refused.map((outcome) => {
        const error = { ...createAppError(outcome.code ?? 'BAD_USER_INPUT', outcome.message ?? ''), messageKey: outcome.messageKey ?? undefined };
        return `${emailOf(outcome.invitationId)}: ${messageFor(error, (name, fallback, values) => translate(name, values ?? {}, fallback))}`;
      });
      open?.({
        type: 'error',
        message: t('invitations.bulk.partly', { done, count: outcomes.length }),
        description: reasons.join('\n'),
        key: `${RESOURCE}-bulk-${key}-partly`,
      });
      return false;
    },
    [invalidate, open, showError, t, translate],
  );
};

const ICONS: Record<BulkKey, ReactElement> = {
  approve: <PlainIcon definition={CheckOutlined} aria-hidden />,
  deny: <PlainIcon definition={CloseOutlined} aria-hidden />,
  resend: <PlainIcon definition={RedoOutlined} aria-hidden />,
  revoke: <PlainIcon definition={StopOutlined} aria-hidden />,
};

/** The table's selection actions for invitations: approve or deny the pending ones, re-send or revoke the invited ones. */
export const useInvitationBulkActions = (status: InvitationStatus) => {
  const { t } = useTranslation('workspace');
  const act = useBulkInvitationAction();
  const keys: BulkKey[] = status === 'pending' ? ['approve', 'deny'] : ['resend', 'revoke'];
  return (selected: InvitedUser[], clear: () => void) => (
    <div className="plain-row" data-testid="invitations-bulk-actions">
      {keys.map((key) => (
        <ConfirmButton
          key={key}
          icon={ICONS[key]}
          danger={key === 'deny' || key === 'revoke'}
          question={t(`invitations.bulk.${key}Question`, { count: selected.length })}
          onConfirm={async () => {
            // Whatever happened, the selection is spent: refused rows stay listed with their reason told.
            await act(key, selected);
            clear();
          }}
          data-testid={`invitations-bulk-${key}`}
        >
          {t(`invitations.bulk.${key}`, { count: selected.length })}
        </ConfirmButton>
      ))}
    </div>
  );
};
