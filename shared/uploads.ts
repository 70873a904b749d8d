/**
 * Uploaded files (spec 02 §2 settings, §5, §9): the logos of groups and workspaces with their
 * minimum sizes, and policies, PDF only. The server checks the bytes against these rules; the SPA
 * shows the same limits beside each upload.
 */
import type { MessageName } from './validation';

/** The two logos a group or a workspace has. */
export const LOGO_KINDS = ['dashboardLogo', 'largeLogo'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

export const isLogoKind = (value: string): value is LogoKind => (LOGO_KINDS as readonly string[]).includes(value);

/** Spec 02 §9: dashboard logo at least 415 px square; large logo at least 300 × 88. */
export const LOGO_RULES: Record<LogoKind, { minWidth: number; minHeight: number; square: boolean; message: MessageName }> = {
  dashboardLogo: { minWidth: 415, minHeight: 415, square: true, message: 'dashboardLogoSize' },
  largeLogo: { minWidth: 300, minHeight: 88, square: false, message: 'largeLogoSize' },
};

export type ImageFormat = 'png' | 'jpeg' | 'svg';
export type FileFormat = ImageFormat | 'pdf';

export const CONTENT_TYPES: Record<FileFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', svg: 'image/svg+xml', pdf: 'application/pdf' };
export const EXTENSIONS: Record<FileFormat, string> = { png: 'png', jpeg: 'jpg', svg: 'svg', pdf: 'pdf' };

/** What a logo picker offers (the server decides by the bytes, not by these). */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';
export const POLICY_ACCEPT = '.pdf,application/pdf';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const POLICY_MAX_BYTES = 20 * 1024 * 1024;
export const POLICY_NAME_MAX_LENGTH = 200;

/** An image's size as its bytes declare it; an SVG is a vector, so only its proportions count. */
export type ImageSize = { width: number; height: number; vector: boolean };

/** Whether an image fits a logo's rule: at least its minimum size (a raster), square where asked. */
export const checkLogoSize = (kind: LogoKind, size: ImageSize): MessageName | null => {
  const rule = LOGO_RULES[kind];
  if (rule.square && Math.abs(size.width - size.height) > Math.max(size.width, size.height) * 0.001) return rule.message;
  if (size.vector) return size.width > 0 && size.height > 0 ? null : rule.message;
  return size.width >= rule.minWidth && size.height >= rule.minHeight ? null : rule.message;
};

/** A policy as the workspace (or group) keeps it in its `policies` list. */
export type StoredPolicy = { id: string; name: string; documentUrl: string; version: number; createdAt: string };
