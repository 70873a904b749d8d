import { useState } from 'react';

import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { useErrorToast } from '@/errors/use-error-toast';
import { CreateFreeWorkspaceDocument } from '@/graphql/types';
import type { CurrentUser } from '@/providers/auth/current-user';
import { runOperation } from '@/providers/data/graphql-operation';
import { buildPath } from '@/routes/route-table';

/** The name the server gives a free workspace left unnamed: like the user's own name. */
export const defaultWorkspaceName = (user: Pick<CurrentUser, 'email' | 'profile'>): string =>
  `${user.profile.firstName.trim() || user.email.split('@')[0]}'s workspace`;

/** Creates a free workspace; the name may be left empty (spec 01 §2, landing). */
export const CreateWorkspaceCard = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation('landing');
  const showError = useErrorToast();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  const create = async () => {
    setSaving(true);
    try {
      const answer = await runOperation(CreateFreeWorkspaceDocument, {
        organizationName: name.trim() || null,
      });
      open?.({ type: 'success', message: t('createWorkspace.success'), key: 'workspace-created' });
      await invalidate({ resource: 'organizations', invalidates: ['list'] });
      void navigate(buildPath('organization', { organizationId: answer.createFreeWorkspace.id }));
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <PlainCard title={t('createWorkspace.title')} data-testid="create-workspace">
      <p className="plain-paragraph plain-secondary">{t('createWorkspace.body')}</p>
      {/* A plain form: antd (and its Form's validation engine) is not worth loading for one optional field. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label htmlFor="workspace-name" style={{ display: 'block', marginBottom: 8 }}>
          {t('createWorkspace.nameLabel')}
        </label>
        <div className="plain-compact">
          <input
            id="workspace-name"
            className="plain-input"
            value={name}
            maxLength={200}
            placeholder={defaultWorkspaceName(user)}
            onChange={(event) => setName(event.target.value)}
          />
          <PlainButton variant="primary" htmlType="submit" loading={saving}>
            {t('createWorkspace.button')}
          </PlainButton>
        </div>
      </form>
    </PlainCard>
  );
};
