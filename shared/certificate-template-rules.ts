import type { RowRule } from './row-rules';

type CertificateTemplateRow = { isDefault: boolean | null; courseId: string | null };

/**
 * A workspace's default certificate is the one awarded for a program without a certificate of its
 * own, so it names no program. The SPA's form and the server's declaration list the same rules.
 */
export const CERTIFICATE_TEMPLATE_RULES: ReadonlyArray<RowRule<CertificateTemplateRow>> = [
  (row) => (row.isDefault && row.courseId ? { field: 'courseId', message: 'defaultTemplateForAnyProgram' } : null),
];
