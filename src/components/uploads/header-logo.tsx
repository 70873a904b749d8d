import type { LogoKind } from '@shared/uploads';
import { useTranslation } from 'react-i18next';

/** A logo's address in a workspace's `logos` (a JSON object), or null. */
export const logoOf = (logos: unknown, kind: LogoKind): string | null => {
  const value = typeof logos === 'object' && logos !== null ? (logos as Record<string, unknown>)[kind] : null;
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The dashboard logo beside a workspace's or group's name on its page; nothing without one. */
export const HeaderLogo = ({ url, name }: { url: string | null; name: string }) => {
  const { t } = useTranslation('common');
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('uploads.logos.alt', { name: t('uploads.logos.ofName', { name }) })}
      style={{ width: 40, height: 40, objectFit: 'contain', borderRadius: 6 }}
      data-testid="header-logo"
    />
  );
};
