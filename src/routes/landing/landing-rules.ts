import { isAdmin, isSales, isSuperEditor, RoleSubject } from '@shared/roles';

import { buildPath } from '@/routes/route-table';

export type LandingUser = RoleSubject & { profile: { firstName: string; lastName: string } };

export type LandingContext = {
  /** A group deep link (/?organizationId=…&companyId=…), when the address has one. */
  deepLink: { organizationId: string; companyId: string } | null;
  /** The first group the user runs as agent, with its workspace. */
  firstAgentCompany: { id: string; organizationId: string } | null;
};

export type LandingDecision = { kind: 'redirect'; to: string; rule: number } | { kind: 'welcome'; rule: 7 };

const redirect = (to: string, rule: number): LandingDecision => ({ kind: 'redirect', to, rule });

/** The seven landing rules of spec 01 §2, in their order: the first that applies decides. */
export const decideLanding = (user: LandingUser, context: LandingContext): LandingDecision => {
  if (context.deepLink) return redirect(buildPath('company', context.deepLink), 1);
  if (!user.profile.firstName.trim() || !user.profile.lastName.trim()) return redirect(buildPath('account'), 2);
  if (user.partnerOrganizations.length > 0 || isSuperEditor(user) || isAdmin(user) || isSales(user)) return redirect(buildPath('organizations'), 3);
  if (user.managerOrganizations.length > 0) return redirect(buildPath('welcome'), 4);
  if (context.firstAgentCompany) {
    return redirect(buildPath('company', { organizationId: context.firstAgentCompany.organizationId, companyId: context.firstAgentCompany.id }), 5);
  }
  if (user.editorCourses.length === 1) return redirect(buildPath('programStatus', { courseId: user.editorCourses[0] }), 6);
  if (user.editorCourses.length > 1 || user.editorCompanies.length > 0 || user.editorOrganizations.length > 0) {
    return redirect(buildPath('curatorPrograms'), 6);
  }
  return { kind: 'welcome', rule: 7 };
};

/** The deep-link values of the landing address, when both are there. */
export const deepLinkOf = (search: string): LandingContext['deepLink'] => {
  const query = new URLSearchParams(search);
  const organizationId = query.get('organizationId');
  const companyId = query.get('companyId');
  return organizationId && companyId ? { organizationId, companyId } : null;
};
