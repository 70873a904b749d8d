import { useCallback, useEffect, useState } from 'react';

import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainList } from '@/components/plain/plain-list';
import { useErrorToast } from '@/errors/use-error-toast';
import { AcceptInvitationDocument, DeclineInvitationDocument, MyInvitationsDocument } from '@/graphql/types';
import type { MyInvitationsQuery } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

type Invitation = MyInvitationsQuery['myInvitations'][number];
type Answer = 'accept' | 'decline';
const ANSWERED_KEYS: Record<Answer, string> = { accept: 'invitations.accepted', decline: 'invitations.declined' };

/**
 * Invitations waiting for the signed-in person (issue 16: nobody joins a workspace without
 * accepting). Accepting joins with the invited role; the role gates refresh over the live channel.
 */
export const PendingInvitations = () => {
  const { t } = useTranslation('landing');
  const showError = useErrorToast();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setInvitations((await runOperation(MyInvitationsDocument)).myInvitations);
    } catch (error) {
      showError(error);
    }
  }, [showError]);

  useEffect(() => {
    void load();
  }, [load]);

  const answer = async (invitation: Invitation, choice: Answer) => {
    setBusy(invitation.id);
    try {
      const variables = { invitationId: invitation.id };
      await (choice === 'accept' ? runOperation(AcceptInvitationDocument, variables) : runOperation(DeclineInvitationDocument, variables));
      open?.({ type: 'success', message: t(ANSWERED_KEYS[choice], { name: invitation.organizationName }), key: `invitation-${choice}` });
      if (choice === 'accept') await invalidate({ resource: 'organizations', invalidates: ['list'] });
      await load();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  if (!invitations.length) return null;
  return (
    <PlainCard title={t('invitations.title')} data-testid="pending-invitations">
      <PlainList
        items={invitations}
        itemKey={(invitation) => invitation.id}
        extra={(invitation) => (
          <div style={{ display: 'flex', gap: 8 }}>
            <PlainButton variant="primary" loading={busy === invitation.id} onClick={() => void answer(invitation, 'accept')}>
              {t('invitations.accept')}
            </PlainButton>
            <PlainButton disabled={busy === invitation.id} onClick={() => void answer(invitation, 'decline')}>
              {t('invitations.decline')}
            </PlainButton>
          </div>
        )}
        render={(invitation) => (
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <strong>{invitation.companyName ? `${invitation.organizationName} · ${invitation.companyName}` : invitation.organizationName}</strong>
            <span className="plain-secondary">
              {t(invitation.role === 'member' ? 'invitations.asLearner' : 'invitations.asRole', {
                role: t(`invitations.roles.${invitation.role}`, { defaultValue: invitation.role }),
              })}
              {invitation.invitedByName ? ` · ${t('invitations.from', { name: invitation.invitedByName })}` : ''}
            </span>
          </div>
        )}
      />
    </PlainCard>
  );
};
