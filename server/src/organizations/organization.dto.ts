import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Authorize, FilterableField, QueryOptions } from '@ptc-org/nestjs-query-graphql';

import { FilterableBoolean } from '../common/graphql/filterable-boolean.decorator';
import { JSONObjectScalar } from '../common/graphql/json.scalar';
import { RESOURCE_QUERY_OPTIONS } from '../common/resource/define-resource';
import { OrganizationAuthorizer } from './organization.authorizer';
import { BillingServiceDTO, CustomPaletteDTO, ExternalUserAttributeDTO } from './organization.types';

@ObjectType('Organization', { description: 'A workspace.' })
@QueryOptions(RESOURCE_QUERY_OPTIONS)
@Authorize(OrganizationAuthorizer)
export class OrganizationDTO {
  @FilterableField(() => ID) id: string;
  @FilterableField() name: string;
  @FilterableField({ description: 'Product tier: FT, CR, UL, XL, VL, CL, GT, OP, IN or DM.' }) product: string;
  @FilterableBoolean() isPilot: boolean;
  @FilterableField(() => String, { nullable: true }) clientCode: string | null;
  @FilterableField(() => String, { nullable: true }) countryCode: string | null;
  @FilterableBoolean() disabled: boolean;
  @Field(() => ID, { nullable: true }) createdBy: string | null;
  @FilterableField(() => GraphQLISODateTime) createdAt: Date;
  @FilterableField(() => GraphQLISODateTime) updatedAt: Date;
  @Field(() => [String]) tags: string[];
  @FilterableField(() => String, { nullable: true }) contact: string | null;
  @FilterableField(() => String, { nullable: true }) contactEmail: string | null;
  @Field(() => String, { nullable: true }) certificateSigner: string | null;
  @Field() membersListEnabledDefault: boolean;
  @Field() wallDisabledDefault: boolean;
  @Field() allowUserAnonymity: boolean;
  @Field(() => JSONObjectScalar) logos: Record<string, string>;
  @Field(() => String, { nullable: true }) emailFromName: string | null;
  @Field(() => String, { nullable: true }) emailReplyTo: string | null;
  @Field() lumenfyForAll: boolean;
  @Field() allowCustomPolicies: boolean;
  @Field(() => [String]) trustedDomains: string[];
  @Field(() => [JSONObjectScalar]) policies: Array<Record<string, unknown>>;
  @Field(() => BillingServiceDTO, { nullable: true }) billingService: BillingServiceDTO | null;
  @Field(() => JSONObjectScalar, { nullable: true }) whitelabeling: Record<string, unknown> | null;
  @Field(() => JSONObjectScalar) manuallyAddedCredits: Record<string, number>;
  @Field(() => [String]) featureFlags: string[];
  @Field(() => Float) shopRevenueFee: number;
  @FilterableField(() => Int) usedLicenses: number;
  @FilterableField() language: string;
  @Field() peerInvitationModeDefault: string;
  @Field() employeeIdRequiredDefault: boolean;
  @Field(() => String, { nullable: true }) employeeIdName: string | null;
  @Field(() => CustomPaletteDTO, { nullable: true }) customPalette: CustomPaletteDTO | null;
  @Field(() => [ExternalUserAttributeDTO]) externalUserAttributes: ExternalUserAttributeDTO[];
}
