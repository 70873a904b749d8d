import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { CompanyAuthorizer } from './company.authorizer';

@ObjectType('Company', { description: 'A group inside a workspace.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(CompanyAuthorizer)
export class CompanyDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField(() => ID) organizationId: string;
  @FilterableField() name: string;
  @FilterableField(() => String, { nullable: true, description: 'Library group name, at most 50 characters.' }) groupName: string | null;
  @FilterableField({ description: 'test, public or others.' }) companyType: string;
  @Field(() => ID, { nullable: true }) createdBy: string | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
  @FilterableBoolean() forbidManualEdit: boolean;
  @Field() forbidManualEditAllowCourseEdit: boolean;
  @FilterableBoolean() disabled: boolean;
  @FilterableField(() => ID, { nullable: true }) courseId: string | null;
  @Field(() => [String]) tags: string[];
  @FilterableField(() => String, { nullable: true }) contact: string | null;
  @FilterableField(() => String, { nullable: true }) contactEmail: string | null;
  @Field(() => String, { nullable: true }) certificateSigner: string | null;
  @Field() greetingsDisabled: boolean;
  @Field() membersListEnabled: boolean;
  @Field() wallDisabled: boolean;
  @Field() weeklyScoresEmailDisabled: boolean;
  @Field() botAiDisabled: boolean;
  @Field() botAiLearnerDisabled: boolean;
  @Field(() => [JSONObjectScalar]) policies: Array<Record<string, unknown>>;
  @FilterableField({ description: 'open, approval or closed.' }) peerInvitationMode: string;
  @Field() employeeIdRequired: boolean;
  @Field(() => String, { nullable: true }) language: string | null;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) sealUrl: string | null;
  @Field(() => String, { nullable: true }) modernLogoUrl: string | null;
  @Field(() => String, { nullable: true }) modernSealUrl: string | null;
  @Field(() => [String]) accessCodes: string[];
  @Field() userManageMode: string;
  @Field(() => JSONObjectScalar, { nullable: true }) externalUserAttributeFilters: Record<string, unknown> | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) externalUserAttributeLastChangedAt: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) externalUserAttributeLastSync: Date | null;
  @FilterableField(() => String, { nullable: true }) product: string | null;
}
