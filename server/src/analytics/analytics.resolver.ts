import { Args, Field, InputType, Mutation, Resolver } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { badUserInput } from '../common/errors/domain-errors';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { AnalyticsEventName, AnalyticsService, CLIENT_EVENT_NAMES } from './analytics.service';

const MAX_PROPERTIES_LENGTH = 2000;

@InputType('AnalyticsEventInput')
export class AnalyticsEventInput {
  @Field(() => String) @IsIn([...CLIENT_EVENT_NAMES], { message: `Event names are ${CLIENT_EVENT_NAMES.join(', ')}.` }) name: AnalyticsEventName;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) subjectId?: string | null;
  @Field(() => JSONObjectScalar, { nullable: true }) @IsOptional() @IsObject() @Type(() => Object) properties?: Record<string, unknown> | null;
}

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  /** Records an event the dashboard observed (a banner shown, a workspace switched), as the signed-in user. */
  @Mutation(() => Boolean)
  async recordAnalyticsEvent(@CurrentUser() user: RequestUser, @Args('input') input: AnalyticsEventInput): Promise<boolean> {
    const properties = input.properties ?? {};
    if (JSON.stringify(properties).length > MAX_PROPERTIES_LENGTH) throw badUserInput('Event properties are too large.');
    await this.analytics.record(input.name, {
      userId: user.id,
      subjectId: input.subjectId ?? null,
      properties: { ...properties, user_id: user.id, platform: 'dashboard' },
    });
    return true;
  }
}
