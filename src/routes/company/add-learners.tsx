import { useEffect, useRef, useState } from 'react';

import { UserAddOutlined } from '@ant-design/icons';
import { useInvalidate, useNotification } from '@refinedev/core';
import { App, AutoComplete, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { useErrorNotification } from '@/errors/use-error-toast';
import { AddCompanyUsersDocument } from '@/graphql/types';
import type { AddCompanyUsersMutation } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { ENTER_SUBMIT_DELAY_MS, readInviteInput } from './group-edit';
import { useInviteSuggestions } from './use-invite-suggestions';

type Added = AddCompanyUsersMutation['addCompanyUsers'];

/** Adds one person to the group by e-mail (spec 02 §5 "Invite by e-mail"), with suggestions. */
export const AddLearners = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation('group');
  const notificationFor = useErrorNotification();
  const { modal } = App.useApp();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const enterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestText = useRef('');
  const suggestions = useInviteSuggestions(text);

  useEffect(() => () => clearTimeout(enterTimer.current), []);

  // A suggestion chosen with the arrow keys and Enter becomes the text before the key handler
  // runs, so it is what gets submitted; any other change of the text cancels a pending submit.
  const change = (value: string) => {
    if (value !== latestText.current) clearTimeout(enterTimer.current);
    latestText.current = value;
    setText(value);
  };

  const announce = (added: Added) => {
    const lines = [
      added.added.length ? t('add.result.added', { count: added.added.length }) : null,
      added.invited.length ? t('add.result.invited', { emails: added.invited.join(', ') }) : null,
      added.alreadyMembers.length ? t('add.result.alreadyMembers', { emails: added.alreadyMembers.join(', ') }) : null,
    ].filter((line): line is string => !!line);
    open?.({ type: 'success', message: t('add.result.title'), description: lines.join(' · '), key: `group-add-${companyId}` });
  };

  const submit = async (value: string) => {
    clearTimeout(enterTimer.current);
    const input = readInviteInput(value);
    if (input.kind === 'empty') return;
    if (input.kind === 'invalid') {
      modal.error({ title: t('add.invalid.title'), content: t('add.invalid.body') });
      return;
    }
    setSubmitting(true);
    try {
      const answer = await runOperation(AddCompanyUsersDocument, {
        input: { companyId, emails: [input.email] },
      });
      announce(answer.addCompanyUsers);
      // Whatever was typed while the request ran stays.
      if (latestText.current.trim() === input.email) change('');
      await Promise.all([
        invalidate({ resource: 'companyUsers', invalidates: ['list'] }),
        invalidate({ resource: 'companies', invalidates: ['detail'], id: companyId }),
      ]);
    } catch (error) {
      // The server's refusal is shown as it says it; anything else gets the spec's generic retry toast.
      open?.(notificationFor(error) || { type: 'error', message: t('add.callbackError'), key: 'group-add-error' });
    } finally {
      setSubmitting(false);
    }
  };

  const pressEnter = () => {
    clearTimeout(enterTimer.current);
    const value = latestText.current;
    enterTimer.current = setTimeout(() => void submit(value), ENTER_SUBMIT_DELAY_MS);
  };

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="add-learners">
      <Typography.Text strong>{t('add.title')}</Typography.Text>
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <AutoComplete
          value={text}
          // Enter submits what was typed unless a suggestion was picked on purpose.
          defaultActiveFirstOption={false}
          onChange={change}
          onSelect={(email: string) => change(email)}
          options={suggestions.map((suggestion) => ({
            value: suggestion.email,
            label: (
              <Space direction="vertical" size={0}>
                <Typography.Text>{suggestion.fullName || suggestion.email}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {suggestion.email}
                </Typography.Text>
              </Space>
            ),
          }))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') pressEnter();
          }}
          placeholder={t('add.placeholder')}
          style={{ flex: 1 }}
          aria-label={t('add.placeholder')}
          data-testid="add-learner-input"
        />
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} loading={submitting} onClick={() => void submit(text)} data-testid="add-learner-submit">
          {t('add.button')}
        </Button>
      </Space.Compact>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('add.help')}
      </Typography.Text>
    </Space>
  );
};
