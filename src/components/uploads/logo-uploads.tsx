import { useState } from 'react';

import { LOGO_ACCEPT, LOGO_KINDS, LOGO_RULES, LogoKind } from '@shared/uploads';
import { useInvalidate } from '@refinedev/core';
import { useTranslation } from 'react-i18next';

import { PlainAlert } from '@/components/plain/plain-alert';
import { PlainButton } from '@/components/plain/plain-button';
import { PlainCard } from '@/components/plain/plain-card';
import '@/components/plain/plain-parts.css';
import { restRequest } from '@/providers/data/http';
import { showToast } from '@/providers/toasts/toast-store';

import { FilePickerButton } from './file-picker-button';
import { FileOwner, sendFile } from './send-file';
import { useUploadError } from './use-upload-error';

import './uploads.css';

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
      showToast({ kind: 'message', type: 'success', message: done });
    } catch (failure) {
      error.fail(failure);
    } finally {
      setBusy(false);
    }
  };
  const path = `/api/v1/${owner}/${encodeURIComponent(id)}/logos/${kind}`;

  return (
    <div className="plain-stack" data-gap="small" data-testid={`logo-slot-${kind}`}>
      <span className="plain-strong">{name}</span>
      <span className="plain-secondary">
        {t(rule.square ? 'uploads.logos.squareRule' : 'uploads.logos.sizeRule', { width: rule.minWidth, height: rule.minHeight })}
      </span>
      <div className="logo-frame">
        {url ? (
          <img src={url} alt={t('uploads.logos.alt', { name })} data-testid={`logo-image-${kind}`} />
        ) : (
          <span className="plain-secondary">{t('uploads.logos.none')}</span>
        )}
      </div>
      {editable ? (
        <div className="plain-row">
          <FilePickerButton
            label={t(url ? 'uploads.logos.replace' : 'uploads.logos.upload', { name })}
            accept={LOGO_ACCEPT}
            loading={busy}
            testId={`logo-input-${kind}`}
            onFile={(file) => void run(() => sendFile('PUT', path, file), t('uploads.logos.saved', { name }))}
          />
          {url ? (
            <PlainButton danger disabled={busy} onClick={() => void run(() => restRequest('DELETE', path), t('uploads.logos.removed', { name }))}>
              {t('uploads.logos.remove', { name })}
            </PlainButton>
          ) : null}
        </div>
      ) : null}
      {error.message ? <PlainAlert type="error" message={error.message} data-testid={`logo-error-${kind}`} /> : null}
    </div>
  );
};

/** A group's or a workspace's two logos (spec 02 §9 sizes): shown, and uploaded or removed by who may edit it. */
export const LogoUploads = ({ owner, id, logos, editable, allowed = true }: Props) => {
  const { t } = useTranslation('common');
  return (
    <PlainCard title={t('uploads.logos.title')} data-testid="logo-uploads">
      <div className="plain-stack">
        {editable && !allowed ? <PlainAlert type="info" message={t('validation.featureNotInPlan')} data-testid="logos-plan" /> : null}
        {LOGO_KINDS.map((kind) => (
          <LogoSlot key={kind} owner={owner} id={id} kind={kind} url={logos[kind] ?? null} editable={editable && allowed} />
        ))}
      </div>
    </PlainCard>
  );
};
