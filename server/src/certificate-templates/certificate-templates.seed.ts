import { defineSeed } from '../common/resource/define-seed';
import { CertificateTemplates } from './certificate-templates.resource';

/** Two workspaces' certificates: Acme's classic and leadership ones, and Extend's modern one. */
export const CertificateTemplatesSeed = defineSeed(CertificateTemplates, () => [
  {
    id: 'certificate-acme-classic',
    organizationId: 'org-acme',
    name: 'Acme Graduate',
    layout: 'classic',
    signerName: 'Mina Manager',
    signerTitle: 'Head of Learning',
    passingScore: 80,
    distinctionScore: 95,
    validForDays: 365,
    isDefault: true,
    skills: ['Onboarding', 'Product basics'],
  },
  {
    id: 'certificate-acme-leaders',
    organizationId: 'org-acme',
    name: 'Leadership Circle',
    layout: 'modern',
    signerName: 'Mina Manager',
    signerTitle: null,
    passingScore: 90,
    validForDays: null,
    isDefault: false,
    courseId: 'course-leadership-101',
    skills: ['Coaching', 'Feedback', 'Delegation'],
  },
  {
    id: 'certificate-extend-modern',
    organizationId: 'org-extend',
    name: 'Extend Completion',
    layout: 'modern',
    signerName: 'Pat Partner',
    signerTitle: 'Programme Lead',
    passingScore: 70,
    validForDays: 730,
    isDefault: true,
    skills: [],
  },
]);
