import { useState } from 'react';

import { POLICY_ACCEPT, POLICY_NAME_MAX_LENGTH, StoredPolicy } from '@shared/uploads';
import { exceedsLength } from '@shared/validation';
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import { PlainList } from '@/components/plain/plain-list';
import '@/components/plain/plain-parts.css';
import '@/components/resource/plain-form.css';
import { restRequest } from '@/providers/data/http';
import { showToast } from '@/providers/toasts/toast-store';

import { FilePickerButton } from './file-picker-button';
import { FileOwner, sendFile } from './send-file';
import { useUploadError } from './use-upload-error';

import './uploads.css';

const NAME_ID = 'policy-name';

/** The policies list as the server keeps it (a JSON list); anything else in it is left out. */
export const policiesOf = (value: unknown): StoredPolicy[] =>
  Array.isArray(value)
    ? value.filter((item): item is StoredPolicy => typeof item === 'object' && item !== null && typeof (item as StoredPolicy).documentUrl === 'string')
    : [];

/** A workspace's (or group's) policies: PDF documents by name and version, added and removed by who may edit it. */
export const PolicyUploads = ({ owner, id, policies, editable }: { owner: FileOwner; id: string; policies: StoredPolicy[]; editable: boolean }) => {
  const { t } = useTranslation(['common', 'resources']);
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
      showToast({ kind: 'message', type: 'success', message: done });
      setName('');
    } catch (failure) {
      error.fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const base = `/api/v1/${owner}/${encodeURIComponent(id)}/policies`;

  const label = t('uploads.policies.name');
  const describedBy = [tooLong ? `${NAME_ID}-message` : null, `${NAME_ID}-count`, `${NAME_ID}-help`].filter(Boolean).join(' ');

  return (
    <PlainCard title={t('uploads.policies.title')} data-testid="policy-uploads">
      <div className="plain-stack" data-gap="middle">
        <PlainList
          items={policies}
          itemKey={(policy) => policy.id}
          emptyText={<span className="policy-empty">{t('uploads.policies.none')}</span>}
          render={(policy) => (
            <div className="policy-item">
              <a className="plain-link" href={policy.documentUrl} target="_blank" rel="noopener">
                {policy.name}
              </a>
              <span className="plain-secondary">{t('uploads.policies.version', { version: policy.version })}</span>
            </div>
          )}
          extra={
            editable
              ? (policy) => (
                  <PlainButton
                    variant="link"
                    danger
                    disabled={busy}
                    onClick={() => void run(() => restRequest('DELETE', `${base}/${encodeURIComponent(policy.id)}`), t('uploads.policies.removed'))}
                  >
                    {t('uploads.policies.remove', { name: policy.name })}
                  </PlainButton>
                )
              : undefined
          }
          data-testid="policy-list"
        />
        {editable ? (
          // antd's vertical form item (plain-form.css): the label, the name with its length, a message when too long, the hint.
          <div className="policy-form">
            <div className="plain-form-item" data-invalid={tooLong}>
              <label htmlFor={NAME_ID} className="plain-form-label">
                {label}
              </label>
              <div className="plain-form-control" data-with-count>
                <input
                  id={NAME_ID}
                  type="text"
                  className="plain-input"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  aria-invalid={tooLong || undefined}
                  aria-describedby={describedBy}
                />
                <span id={`${NAME_ID}-count`} className="plain-form-count" data-over={tooLong}>
                  <span aria-hidden>{`${name.length} / ${POLICY_NAME_MAX_LENGTH}`}</span>
                  <span className="plain-visually-hidden">{t('resources:form.count', { length: name.length, max: POLICY_NAME_MAX_LENGTH })}</span>
                </span>
              </div>
              {tooLong ? (
                <div id={`${NAME_ID}-message`} className="plain-form-message" role="alert">
                  {t('validation.tooLong', { field: label, max: POLICY_NAME_MAX_LENGTH })}
                </div>
              ) : null}
              <div id={`${NAME_ID}-help`} className="plain-form-help">
                {t('uploads.policies.pdfOnly')}
              </div>
            </div>
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
          </div>
        ) : null}
        {error.message ? <PlainAlert type="error" message={error.message} data-testid="policy-error" /> : null}
      </div>
    </PlainCard>
  );
};
