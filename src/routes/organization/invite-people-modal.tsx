import { useState } from 'react';

import { EMAIL_PATTERN } from '@shared/validation';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

import { ReferenceSelect } from '@/components/resource/reference-select';
import { InviteWorkspacePeopleDocument } from '@/graphql/types';
import type { InviteWorkspacePeopleMutation } from '@/graphql/types';
import { runOperation } from '@/providers/data/graphql-operation';

import { useRunAction } from './use-run-action';

const GROUPS = { resource: 'companies', relation: 'company', labelField: 'name', workspaceField: 'organizationId' } as const;

type Values = { emails: string; companyId?: string | null };

/** Addresses pasted one per line, or separated by commas or spaces (spec 02 §4: trimmed, empty ones ignored). */
export const emailsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');

type Props = { organizationId: string; open: boolean; onClose: () => void; onInvited: (answer: InviteWorkspacePeopleMutation['invitePeople']) => void };

/** Invites people by e-mail to the workspace, and to one of its groups when chosen; each person accepts before joining. */
export const InvitePeopleModal = ({ organizationId, open, onClose, onInvited }: Props) => {
  const { t } = useTranslation('workspace');
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const runAction = useRunAction();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async (values: Values) => {
    const emails = emailsOf(values.emails);
    setSending(true);
    const sent = await runAction({
      resource: 'invitedUsers',
      success: t('invitations.sent', { count: emails.length }),
      action: async () => {
        const answer = await runOperation(InviteWorkspacePeopleDocument, { input: { organizationId, companyId: values.companyId ?? undefined, emails } });
        onInvited(answer.invitePeople);
      },
    });
    setSending(false);
    if (sent) close();
  };

  return (
    <Modal
      open={open}
      title={t('invitations.inviteTitle')}
      okText={t('invitations.send')}
      cancelText={t('groups.cancel')}
      okButtonProps={{ loading: sending, htmlType: 'submit', form: 'invite-people-form', id: 'invite-send' }}
      onCancel={close}
      destroyOnHidden
    >
      <Form<Values> id="invite-people-form" form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="invite-people-form">
        <Form.Item
          name="emails"
          label={t('invitations.emails')}
          extra={t('invitations.emailsHelp')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const emails = emailsOf(value ?? '');
                if (emails.length === 0) throw new Error(t('invitations.noEmails'));
                const invalid = emails.find((email) => !EMAIL_PATTERN.test(email.toLowerCase()));
                if (invalid) throw new Error(t('invitations.invalidEmail', { email: invalid }));
              },
            },
          ]}
        >
          <Input.TextArea rows={4} autoFocus data-testid="invite-emails" />
        </Form.Item>
        <Form.Item name="companyId" label={t('invitations.group')} extra={t('invitations.groupHelp')}>
          <ReferenceSelect
            reference={GROUPS}
            workspaceId={organizationId}
            aria-label={t('invitations.group')}
            placeholder={t('invitations.wholeWorkspace')}
            style={{ width: '100%' }}
            data-testid="invite-group"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
