import { Module } from '@nestjs/common';

import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { AuthorizationModule } from './authorization/authorization.module';
import { PubSubModule } from './common/pubsub/pub-sub.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { GraphQLModule } from './graphql/graphql.module';
import { BundlesModule } from './bundles/bundles.module';
import { CompaniesModule } from './companies/companies.module';
import { CompanyProgramsModule } from './company-programs/company-programs.module';
import { CompanyUsersModule } from './company-users/company-users.module';
import { ActionsModule, ChaptersModule } from './courses/course-content.modules';
import { CoursesModule } from './courses/courses.module';
import { EngagementModule } from './engagement/engagement.module';
import { FeatureUpdatesModule } from './feature-updates/feature-updates.module';
import { MembershipsModule } from './memberships/memberships.module';
import { NotificationBannersModule } from './notification-banners/notification-banners.module';
import { OrganizationUsersModule } from './organization-users/organization-users.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { PartnersModule } from './partners/partners.module';
import { PromoCodesModule } from './promo-codes/promo-codes.module';
import { CourseRemoveConfirmationsModule, UserRemoveConfirmationsModule } from './remove-confirmations/remove-confirmations.module';
import { UsersModule } from './users/users.module';
import { SeedModule } from './seed/seed.module';
import { SigninModule } from './signin/signin.module';
import { TraysModule } from './trays/trays.module';
import { VersionController } from './version/version.controller';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    PubSubModule,
    AuthModule,
    AuthorizationModule,
    AnalyticsModule,
    SigninModule,
    GraphQLModule,
    OrganizationsModule,
    CompaniesModule,
    CoursesModule,
    UsersModule,
    BundlesModule,
    PromoCodesModule,
    NotificationBannersModule,
    CourseRemoveConfirmationsModule,
    UserRemoveConfirmationsModule,
    FeatureUpdatesModule,
    CompanyUsersModule,
    OrganizationUsersModule,
    CompanyProgramsModule,
    PartnersModule,
    MembershipsModule,
    ChaptersModule,
    ActionsModule,
    EngagementModule,
    TraysModule,
    SeedModule,
  ],
  controllers: [VersionController],
})
export class AppModule {}
