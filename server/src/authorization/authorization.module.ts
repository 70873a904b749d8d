import { Global, Module } from '@nestjs/common';

import { RoleScopeService } from './role-scope.service';

/** Available to every resource module's authorizer. */
@Global()
@Module({ providers: [RoleScopeService], exports: [RoleScopeService] })
export class AuthorizationModule {}
