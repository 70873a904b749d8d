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
import { CoursesModule } from './courses/courses.module';
import { FeatureUpdatesModule } from './feature-updates/feature-updates.module';
import { NotificationBannersModule } from './notification-banners/notification-banners.module';
import { OrganizationsModule } from './organizations/organizations.module';
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
    TraysModule,
    SeedModule,
  ],
  controllers: [VersionController],
})
export class AppModule {}
