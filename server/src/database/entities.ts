import { AnalyticsEventEntity } from '../analytics/analytics-event.entity';
import { SessionEntity } from '../auth/session.entity';
import { BundleEntity } from '../bundles/bundle.entity';
import { CompanyCourseEntity } from '../companies/company-course.entity';
import { CompanyEntity } from '../companies/company.entity';
import { ActionEntity } from '../courses/action.entity';
import { ChapterEntity } from '../courses/chapter.entity';
import { CourseEntity } from '../courses/course.entity';
import { CourseEngagementEntity } from '../engagement/course-engagement.entity';
import { StudyEntity } from '../engagement/study.entity';
import { ExportEntity } from '../exports/export.entity';
import { FeatureUpdateEntity } from '../feature-updates/feature-update.entity';
import { FileImportEntity } from '../file-imports/file-import.entity';
import { InvitedUserEntity } from '../invited-users/invited-user.entity';
import { MembershipEntity } from '../memberships/membership.entity';
import { BannerChangeEntity } from '../notification-banners/banner-change.entity';
import { NotificationBannerEntity } from '../notification-banners/notification-banner.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { PromoCodeEntity } from '../promo-codes/promo-code.entity';
import { ReferralEntity } from '../referrals/referral.entity';
import { CourseRemoveConfirmationEntity } from '../remove-confirmations/course-remove-confirmation.entity';
import { UserRemoveConfirmationEntity } from '../remove-confirmations/user-remove-confirmation.entity';
import { SaleEntity } from '../sales/sale.entity';
import { SigninGrantEntity } from '../signin/signin-grant.entity';
import { UserMetadataEntity } from '../users/user-metadata.entity';
import { UserEntity } from '../users/user.entity';
import { CompanyProgramView } from '../company-programs/company-program.view';
import { CompanyUserView } from '../company-users/company-user.view';
import { OrganizationUserView } from '../organization-users/organization-user.view';
import { PartnerView } from '../partners/partner.view';

/** Every table of the data model (spec 02 §3, spec 01 §3). Migrations are generated from this list. */
export const ENTITIES = [
  UserEntity,
  UserMetadataEntity,
  SessionEntity,
  SigninGrantEntity,
  MembershipEntity,
  OrganizationEntity,
  CompanyEntity,
  CompanyCourseEntity,
  CourseEntity,
  ChapterEntity,
  ActionEntity,
  StudyEntity,
  CourseEngagementEntity,
  InvitedUserEntity,
  BundleEntity,
  PromoCodeEntity,
  SaleEntity,
  NotificationBannerEntity,
  BannerChangeEntity,
  AnalyticsEventEntity,
  ReferralEntity,
  CourseRemoveConfirmationEntity,
  UserRemoveConfirmationEntity,
  ExportEntity,
  FileImportEntity,
  FeatureUpdateEntity,
  // Read-only views behind the learner, program and partner tables.
  CompanyUserView,
  OrganizationUserView,
  CompanyProgramView,
  PartnerView,
];
