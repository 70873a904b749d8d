import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

import { GROUP_RULE_MESSAGES, MAX_INVITES } from '../../../shared/group-rules';
import { MAX_BULK_INVITATIONS } from '../../../shared/invitation-rules';
import { IdListInput } from '../common/validation/input-rules';

/** An invitation as the invited person sees it: where to, as what, from whom. */
@ObjectType('Invitation')
export class InvitationView {
  @Field(() => ID) id: string;
  @Field(() => ID) organizationId: string;
  @Field() organizationName: string;
  @Field(() => ID, { nullable: true }) companyId: string | null;
  @Field(() => String, { nullable: true }) companyName: string | null;
  @Field({ description: "'member', or the workspace role accepting gives (e.g. manager)." }) role: string;
  @Field(() => String, { nullable: true, description: 'Who invited, by name.' }) invitedByName: string | null;
  @Field(() => GraphQLISODateTime) createdAt: Date;
}

/**
 * What the inviter hears back. 'invited' whether or not the address has an account, so the answer
 * reveals nothing about other people; 'added' only for staff acting on an existing account.
 */
export const INVITATION_OUTCOMES = ['invited', 'added'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];

@ObjectType('InvitePeopleResult')
export class InvitePeopleResult {
  @Field(() => [String], { description: 'Invited: they see the invitation after signing in and accept or decline it.' }) invited: string[];
  @Field(() => [String], { description: "A peer's invitations awaiting an admin's approval." }) pending: string[];
  @Field(() => [ID], { description: 'Existing accounts staff added at once.' }) added: string[];
  @Field(() => [String], { description: 'Already members (told only to those who run the place).' }) alreadyMembers: string[];
}

@InputType('InvitePeopleInput')
export class InvitePeopleInput {
  @Field(() => ID) @IsString() @MaxLength(64) organizationId: string;
  @Field(() => ID, { nullable: true, description: 'A group of the workspace: the people join it too.' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  companyId?: string;
  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(MAX_INVITES, { message: GROUP_RULE_MESSAGES.tooManyEmails })
  @IsString({ each: true })
  @MaxLength(254, { each: true })
  emails: string[];
}

/** Several invitations to approve, deny, re-send or revoke at once (the Users tab's selection). */
@InputType('InvitationIdsInput')
export class InvitationIdsInput {
  @Field(() => [ID])
  @IdListInput({ field: 'invitationIds', label: 'Invitations', max: MAX_BULK_INVITATIONS })
  invitationIds: string[];
}

/** What happened to one invitation of a bulk action: done, or the code and message the single action would have answered. */
@ObjectType('InvitationActionResult')
export class InvitationActionResult {
  @Field(() => ID) invitationId: string;
  @Field() done: boolean;
  @Field(() => String, { nullable: true, description: 'The invited address, told only for what was done.' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'BAD_USER_INPUT, FORBIDDEN or NOT_FOUND when not done.' }) code: string | null;
  @Field(() => String, { nullable: true }) message: string | null;
  @Field(() => String, { nullable: true, description: 'The translation key of the message.' }) messageKey: string | null;
}
