import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('UserProfile')
export class UserProfileDTO {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() fullName: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
}

@ObjectType('AgentGroup', { description: 'A group the user runs as agent, with its workspace.' })
export class AgentGroupDTO {
  @Field(() => ID) id: string;
  @Field(() => ID) organizationId: string;
}

@ObjectType('CurrentUser', { description: 'The signed-in user with the role lists every role gate reads.' })
export class CurrentUserDTO {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field(() => [String]) roles: string[];
  @Field(() => UserProfileDTO) profile: UserProfileDTO;
  @Field(() => [ID]) managerOrganizations: string[];
  @Field(() => [ID]) billingManagerOrganizations: string[];
  @Field(() => [ID]) editorOrganizations: string[];
  @Field(() => [ID]) editorCompanies: string[];
  @Field(() => [ID]) editorCourses: string[];
  @Field(() => [ID]) agentCompanies: string[];
  @Field(() => [ID]) partnerOrganizations: string[];
  @Field(() => [ID]) creatorInOrganizations: string[];
  @Field(() => [ID]) memberOfOrganizations: string[];
  @Field(() => [ID]) memberOfCompanies: string[];
  @Field(() => ID, { description: 'The session behind this token (tokenId of listenToAuthChanges).' }) sessionId: string;
}
