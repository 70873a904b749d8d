import { useState } from 'react';

import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { exceedsLength, LIMITS } from '@shared/validation';

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

  const tooLong = exceedsLength(name.trim(), LIMITS.entityNameMaxLength);

  const create = async () => {
    if (tooLong) return;
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
            aria-invalid={tooLong}
            aria-describedby="workspace-name-count"
            placeholder={defaultWorkspaceName(user)}
            onChange={(event) => setName(event.target.value)}
          />
          <PlainButton variant="primary" htmlType="submit" loading={saving}>
            {t('createWorkspace.button')}
          </PlainButton>
        </div>
        {/* The length against the limit, and the limit's message past it: nothing typed is cut. */}
        <p
          id="workspace-name-count"
          className="plain-paragraph"
          style={{ marginTop: 4, color: tooLong ? 'var(--lumen-error)' : undefined }}
          role={tooLong ? 'alert' : undefined}
        >
          {tooLong
            ? t('validation.tooLong', { ns: 'common', field: t('createWorkspace.nameLabel'), max: LIMITS.entityNameMaxLength })
            : `${name.trim().length} / ${LIMITS.entityNameMaxLength}`}
        </p>
      </form>
    </PlainCard>
  );
};
