import { useState } from 'react';

import { LOGO_ACCEPT, LOGO_KINDS, LOGO_RULES, LogoKind } from '@shared/uploads';
import { useInvalidate } from '@refinedev/core';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { restRequest } from '@/providers/data/http';

import { FilePickerButton } from './file-picker-button';
import { FileOwner, sendFile } from './send-file';
import { useUploadError } from './use-upload-error';

type Props = {
  owner: FileOwner;
  id: string;
  /** Each logo's address, or nothing yet. */
  logos: Partial<Record<LogoKind, string | null>>;
  /** Who may edit the group or workspace; others see the logos only. */
  editable: boolean;
  /** The workspace's plan includes own logos (white labeling, shared/plans.ts); unknown: left to the server. */
  allowed?: boolean;
};

const resourceOf = (owner: FileOwner) => (owner === 'companies' ? 'companies' : 'organizations');

const LogoSlot = ({ owner, id, kind, url, editable }: { owner: FileOwner; id: string; kind: LogoKind; url: string | null; editable: boolean }) => {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const error = useUploadError();
  const [busy, setBusy] = useState(false);
  const rule = LOGO_RULES[kind];
  const name = t(`uploads.logos.${kind}`);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    error.clear();
    try {
      await work();
      await invalidate({ resource: resourceOf(owner), id, invalidates: ['detail'] });
      void message.success(done);
    } catch (failure) {
      error.fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const path = `/api/v1/${owner}/${encodeURIComponent(id)}/logos/${kind}`;

  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid={`logo-slot-${kind}`}>
      <Typography.Text strong>{name}</Typography.Text>
      <Typography.Text type="secondary">
        {t(rule.square ? 'uploads.logos.squareRule' : 'uploads.logos.sizeRule', { width: rule.minWidth, height: rule.minHeight })}
      </Typography.Text>
      <div
        style={{
          minHeight: 96,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fafafa',
          border: '1px dashed #d9d9d9',
          borderRadius: 8,
          padding: 8,
        }}
      >
        {url ? (
          <img
            src={url}
            alt={t('uploads.logos.alt', { name })}
            style={{ maxHeight: 120, maxWidth: '100%', objectFit: 'contain' }}
            data-testid={`logo-image-${kind}`}
          />
        ) : (
          <Typography.Text type="secondary">{t('uploads.logos.none')}</Typography.Text>
        )}
      </div>
      {editable ? (
        <Space wrap>
          <FilePickerButton
            label={t(url ? 'uploads.logos.replace' : 'uploads.logos.upload', { name })}
            accept={LOGO_ACCEPT}
            loading={busy}
            testId={`logo-input-${kind}`}
            onFile={(file) => void run(() => sendFile('PUT', path, file), t('uploads.logos.saved', { name }))}
          />
          {url ? (
            <Button danger disabled={busy} onClick={() => void run(() => restRequest('DELETE', path), t('uploads.logos.removed', { name }))}>
              {t('uploads.logos.remove', { name })}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {error.message ? <Alert type="error" showIcon message={error.message} role="alert" data-testid={`logo-error-${kind}`} /> : null}
    </Space>
  );
};

/** A group's or a workspace's two logos (spec 02 §9 sizes): shown, and uploaded or removed by who may edit it. */
export const LogoUploads = ({ owner, id, logos, editable, allowed = true }: Props) => {
  const { t } = useTranslation('common');
  return (
    <Card title={t('uploads.logos.title')} data-testid="logo-uploads">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {editable && !allowed ? <Alert type="info" showIcon message={t('validation.featureNotInPlan')} data-testid="logos-plan" /> : null}
        {LOGO_KINDS.map((kind) => (
          <LogoSlot key={kind} owner={owner} id={id} kind={kind} url={logos[kind] ?? null} editable={editable && allowed} />
        ))}
      </Space>
    </Card>
  );
};
