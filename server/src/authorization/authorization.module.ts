import { Global, Module } from '@nestjs/common';

import { LiveScopeMatcher } from './live-scope';

/** Live delivery checked against each subscriber's current scope. */
@Global()
@Module({ providers: [LiveScopeMatcher] })
export class AuthorizationModule {}
