import { Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';

import { MembershipEntity } from '../memberships/membership.entity';
import { RoleSubjectLoader } from '../memberships/role-subject.loader';
import { SigninModule } from '../signin/signin.module';
import { AuthController } from './auth.controller';
import { AuthChangesResolver } from './auth-changes.resolver';
import { AuthenticationGuard } from './authentication.guard';
import { OperationScopeInterceptor } from './current-actor';
import { IdentityCache } from './identity-cache';
import { LiveConnections } from './live-connections';
import { RoleSubjects } from './role-subjects';
import { SessionEntity } from './session.entity';
import { SessionService } from './session.service';
import { UserChangesPublisher } from './user-changes.publisher';

/** Sessions, the global authentication guard, login/logout and the auth-changes live channel. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity, MembershipEntity]), SigninModule],
  controllers: [AuthController],
  providers: [
    SessionService,
    RoleSubjectLoader,
    IdentityCache,
    RoleSubjects,
    LiveConnections,
    AuthChangesResolver,
    UserChangesPublisher,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_INTERCEPTOR, useClass: OperationScopeInterceptor },
  ],
  exports: [SessionService, LiveConnections, RoleSubjectLoader, RoleSubjects, UserChangesPublisher],
})
export class AuthModule {}
