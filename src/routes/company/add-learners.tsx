import { Suspense, useEffect, useRef, useState } from 'react';

import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import { useInvalidate, useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainIcon } from '@/components/plain/plain-icon';
import { lazyAntd, useOpenedOnce } from '@/components/antd-scope/lazy-antd';
import { PlainButton } from '@/components/plain/plain-button';
import { useErrorNotification } from '@/errors/use-error-toast';
import { AddCompanyUsersDocument } from '@/graphql/types';
import type { AddCompanyUsersMutation } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { EmailCombobox } from './email-combobox';
import { ENTER_SUBMIT_DELAY_MS, readInviteInput } from './group-edit';
import { useInviteSuggestions } from './use-invite-suggestions';

import './group-page.css';

type Added = AddCompanyUsersMutation['addCompanyUsers'];

const InvalidEmailDialog = lazyAntd(async () => (await import('./invalid-email-dialog')).InvalidEmailDialog);

/** Adds one person to the group by e-mail (spec 02 §5 "Invite by e-mail"), with suggestions. */
export const AddLearners = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation('group');
  const notificationFor = useErrorNotification();
  const { open } = useNotification();
  const invalidate = useInvalidate();
  const [text, setText] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const invalidOpened = useOpenedOnce(invalid);
  const enterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestText = useRef('');
  const suggestions = useInviteSuggestions(text);

  useEffect(() => () => clearTimeout(enterTimer.current), []);

  // A suggestion chosen with the arrow keys and Enter becomes the text before the Enter is
  // handled, so it is what gets submitted; any other change of the text cancels a pending submit.
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
      setInvalid(true);
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
    <div className="plain-stack add-learners" data-testid="add-learners">
      <label className="plain-strong" htmlFor={`add-learner-${companyId}`}>
        {t('add.title')}
      </label>
      <div className="plain-compact add-learners-row">
        <EmailCombobox
          id={`add-learner-${companyId}`}
          value={text}
          onChange={change}
          onEnter={pressEnter}
          suggestions={suggestions}
          placeholder={t('add.placeholder')}
        />
        <PlainButton
          variant="primary"
          icon={<PlainIcon definition={UserAddOutlined} aria-hidden />}
          loading={submitting}
          onClick={() => void submit(text)}
          data-testid="add-learner-submit"
        >
          {t('add.button')}
        </PlainButton>
      </div>
      <span className="plain-secondary add-learners-help">{t('add.help')}</span>
      {invalidOpened ? (
        <Suspense fallback={null}>
          <InvalidEmailDialog open={invalid} onClose={() => setInvalid(false)} />
        </Suspense>
      ) : null}
    </div>
  );
};
