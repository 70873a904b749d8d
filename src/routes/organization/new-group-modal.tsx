import { useCreate } from '@refinedev/core';
import { checkEntityName, exceedsLength, LIMITS } from '@shared/validation';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';

import { useErrorNotification } from '@/errors/use-error-toast';
import { CreateWorkspaceGroupDocument } from '@/graphql/types';

/** The group types a manager may pick (spec 02 §3). */
export const GROUP_TYPES = ['others', 'test', 'public'] as const;

type Values = { name: string; companyType: (typeof GROUP_TYPES)[number] };

/** A new group in the workspace: a name under the entity-name rules and a type. */
export const NewGroupModal = ({ organizationId, open, onClose }: { organizationId: string; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation('workspace');
  const notificationFor = useErrorNotification();
  const [form] = Form.useForm<Values>();
  const { mutateAsync: create, mutation } = useCreate();

  const submit = async (values: Values) => {
    try {
      await create({
        resource: 'companies',
        values: { name: values.name.trim(), companyType: values.companyType, organizationId },
        meta: { gqlMutation: CreateWorkspaceGroupDocument },
        successNotification: () => ({ type: 'success', message: t('groups.created', { name: values.name.trim() }), key: 'group-created' }),
        errorNotification: notificationFor,
      });
      form.resetFields();
      onClose();
    } catch {
      // The notification already shows the server's message; the dialog stays open to correct it.
    }
  };

  return (
    <Modal
      open={open}
      title={t('groups.newTitle')}
      okText={t('groups.create')}
      cancelText={t('groups.cancel')}
      okButtonProps={{ loading: mutation.isPending, htmlType: 'submit', form: 'new-group-form' }}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form<Values>
        id="new-group-form"
        form={form}
        layout="vertical"
        initialValues={{ companyType: 'others' }}
        onFinish={(values) => void submit(values)}
        data-testid="new-group-form"
      >
        <Form.Item
          name="name"
          label={t('groups.name')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = checkEntityName(value);
                if (problem) throw new Error(t(`validation.${problem}`, { ns: 'common' }));
                if (exceedsLength(value, LIMITS.entityNameMaxLength))
                  throw new Error(t('validation.tooLong', { ns: 'common', field: t('groups.name'), max: LIMITS.entityNameMaxLength }));
              },
            },
          ]}
        >
          {/* Counted, not cut: a name past the limit is refused with its message. */}
          <Input count={{ show: true, max: LIMITS.entityNameMaxLength }} autoFocus data-testid="new-group-name" />
        </Form.Item>
        <Form.Item name="companyType" label={t('groups.type')}>
          <Select options={GROUP_TYPES.map((type) => ({ value: type, label: t(`groups.types.${type}`) }))} data-testid="new-group-type" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
