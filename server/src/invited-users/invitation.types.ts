import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';

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
