import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { TokenService } from '../auth/token.service';
import { FailedSigninLimiter } from './failed-signin.limiter';
import { SigninController } from './signin.controller';
import { SigninGrantEntity } from './signin-grant.entity';
import { SigninGrantService } from './signin-grant.service';

/** The sign-in service: its page, the rate limit, and the one-time handoff tokens. */
@Module({
  imports: [TypeOrmModule.forFeature([SigninGrantEntity])],
  controllers: [SigninController],
  providers: [SigninGrantService, FailedSigninLimiter, TokenService],
  exports: [SigninGrantService, TokenService],
})
export class SigninModule {}
