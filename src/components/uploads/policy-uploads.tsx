import { useState } from 'react';

import { POLICY_ACCEPT, POLICY_NAME_MAX_LENGTH, StoredPolicy } from '@shared/uploads';
import { exceedsLength } from '@shared/validation';
import { useInvalidate } from '@refinedev/core';
import { Alert, App, Button, Card, Form, Input, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { restRequest } from '@/providers/data/http';

import { FilePickerButton } from './file-picker-button';
import { FileOwner, sendFile } from './send-file';
import { useUploadError } from './use-upload-error';

/** The policies list as the server keeps it (a JSON list); anything else in it is left out. */
export const policiesOf = (value: unknown): StoredPolicy[] =>
  Array.isArray(value)
    ? value.filter((item): item is StoredPolicy => typeof item === 'object' && item !== null && typeof (item as StoredPolicy).documentUrl === 'string')
    : [];

/** A workspace's (or group's) policies: PDF documents by name and version, added and removed by who may edit it. */
export const PolicyUploads = ({ owner, id, policies, editable }: { owner: FileOwner; id: string; policies: StoredPolicy[]; editable: boolean }) => {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const error = useUploadError();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const tooLong = exceedsLength(name, POLICY_NAME_MAX_LENGTH);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    error.clear();
    try {
      await work();
      await invalidate({ resource: owner, id, invalidates: ['detail'] });
      void message.success(done);
      setName('');
    } catch (failure) {
      error.fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const base = `/api/v1/${owner}/${encodeURIComponent(id)}/policies`;

  return (
    <Card title={t('uploads.policies.title')} data-testid="policy-uploads">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <List
          dataSource={policies}
          locale={{ emptyText: t('uploads.policies.none') }}
          renderItem={(policy) => (
            <List.Item
              actions={
                editable
                  ? [
                      <Button
                        key="remove"
                        type="link"
                        danger
                        disabled={busy}
                        onClick={() => void run(() => restRequest('DELETE', `${base}/${encodeURIComponent(policy.id)}`), t('uploads.policies.removed'))}
                      >
                        {t('uploads.policies.remove', { name: policy.name })}
                      </Button>,
                    ]
                  : []
              }
            >
              <Space direction="vertical" size={0}>
                <Typography.Link href={policy.documentUrl} target="_blank" rel="noopener">
                  {policy.name}
                </Typography.Link>
                <Typography.Text type="secondary">{t('uploads.policies.version', { version: policy.version })}</Typography.Text>
              </Space>
            </List.Item>
          )}
          data-testid="policy-list"
        />
        {editable ? (
          <Form layout="vertical">
            <Form.Item
              label={t('uploads.policies.name')}
              htmlFor="policy-name"
              extra={t('uploads.policies.pdfOnly')}
              {...(tooLong
                ? { validateStatus: 'error' as const, help: t('validation.tooLong', { field: t('uploads.policies.name'), max: POLICY_NAME_MAX_LENGTH }) }
                : {})}
            >
              <Input id="policy-name" value={name} onChange={(event) => setName(event.target.value)} count={{ show: true, max: POLICY_NAME_MAX_LENGTH }} />
            </Form.Item>
            <FilePickerButton
              label={t('uploads.policies.upload')}
              accept={POLICY_ACCEPT}
              loading={busy}
              disabled={name.trim() === '' || tooLong}
              testId="policy-input"
              onFile={(file) =>
                void run(() => sendFile('POST', `${base}?${new URLSearchParams({ name: name.trim() }).toString()}`, file), t('uploads.policies.saved'))
              }
            />
          </Form>
        ) : null}
        {error.message ? <Alert type="error" showIcon message={error.message} role="alert" data-testid="policy-error" /> : null}
      </Space>
    </Card>
  );
};
