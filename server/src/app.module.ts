import { DynamicModule, Module } from '@nestjs/common';

import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { AuthorizationModule } from './authorization/authorization.module';
import { discoverResources, resourceModules } from './common/resource/discover-resources';
import { PubSubModule } from './common/pubsub/pub-sub.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DistributionModule } from './distribution/distribution.module';
import { EngagementModule } from './engagement/engagement.module';
import { FeatureUpdatesModule } from './feature-updates/feature-updates.module';
import { FilesModule } from './files/files.module';
import { GraphQLModule } from './graphql/graphql.module';
import { MembershipsModule } from './memberships/memberships.module';
import { SeedModule } from './seed/seed.module';
import { SigninModule } from './signin/signin.module';
import { TraysModule } from './trays/trays.module';
import { VersionController } from './version/version.controller';

/**
 * The whole server: infrastructure and domain modules listed here, plus one module per declared
 * resource, found by discoverResources() (every *.resource.ts under server/src).
 */
@Module({})
export class AppModule {
  static async register(): Promise<DynamicModule> {
    await discoverResources();
    return {
      module: AppModule,
      imports: [
        ConfigModule,
        DatabaseModule,
        PubSubModule,
        AuthModule,
        AuthorizationModule,
        AnalyticsModule,
        SigninModule,
        GraphQLModule,
        ...resourceModules(),
        MembershipsModule,
        DistributionModule,
        FeatureUpdatesModule,
        FilesModule,
        EngagementModule,
        TraysModule,
        SeedModule,
      ],
      controllers: [VersionController],
    };
  }
}
