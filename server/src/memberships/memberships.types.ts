import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import { GROUP_RULE_MESSAGES, MAX_INVITES, WORKSPACE_ROLES } from '../../../shared/group-rules';

@InputType('AddCompanyUsersInput')
export class AddCompanyUsersInput {
  @Field(() => ID) @IsString() companyId: string;
  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(MAX_INVITES, { message: GROUP_RULE_MESSAGES.tooManyEmails })
  @IsString({ each: true })
  @MaxLength(254, { each: true })
  emails: string[];
}

@ObjectType('AddCompanyUsersResult')
export class AddCompanyUsersResult {
  @Field(() => [ID], { description: 'Accounts now in the group.' }) added: string[];
  @Field(() => [String], { description: 'E-mails without an account: invited.' }) invited: string[];
  @Field(() => [String]) alreadyMembers: string[];
}

@ObjectType('ToggleCompanyUserResult')
export class ToggleCompanyUserResult {
  @Field() key: string;
  @Field() addRemove: string;
}

@InputType('ToggleCompanyUserInput')
export class ToggleCompanyUserInput {
  @Field(() => ID) @IsString() companyId: string;
  @Field() @IsString() @MaxLength(254) userIdOrEmail: string;
  @Field() @IsIn(['add', 'remove']) addRemove: string;
  @Field({ nullable: true, description: 'Do not e-mail the person about it.' }) @IsOptional() @IsBoolean() noEmail?: boolean;
}

@InputType('WorkspaceRoleInput')
export class WorkspaceRoleInput {
  @Field(() => ID) @IsString() organizationId: string;
  @Field(() => ID) @IsString() userId: string;
  @Field() @IsIn([...WORKSPACE_ROLES], { message: `Roles are ${WORKSPACE_ROLES.join(', ')}.` }) role: string;
  @Field() @IsBoolean() enabled: boolean;
  @Field(() => ID, { nullable: true, description: "The workspace's group an agent runs (the agent role only)." })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  companyId?: string;
}
