import { mustExceed, RowRule } from './row-rules';

type CertificateTemplateRow = { isDefault: boolean | null; courseId: string | null; passingScore: number | null; distinctionScore: number | null };

/**
 * A certificate's rules across fields; the SPA's form and the server's declaration list the same.
 * A workspace's default certificate is the one awarded for a program without a certificate of its
 * own, so it names no program; "with distinction" takes more than passing.
 */
export const CERTIFICATE_TEMPLATE_RULES: ReadonlyArray<RowRule<CertificateTemplateRow>> = [
  (row) => (row.isDefault && row.courseId ? { field: 'courseId', message: 'defaultTemplateForAnyProgram' } : null),
  mustExceed('distinctionScore', 'passingScore', 'distinctionNotAbovePassing'),
];
