import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

import { GLOBAL_ROLES } from '../../../shared/roles';
import { EMAIL_PATTERN, LIMITS, MESSAGES } from '../../../shared/validation';
import { UnlessOmitted } from '../common/validation/spec-rule.decorator';

const LANGUAGES = ['en', 'ko', 'ja'];
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType({ isAbstract: true })
abstract class UserFieldsInput {
  @Field(() => [String], { nullable: true })
  @UnlessOmitted()
  @IsArray()
  @IsIn([...GLOBAL_ROLES], { each: true, message: `Roles are ${GLOBAL_ROLES.join(', ')}.` })
  roles?: string[];
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) imageUrl?: string | null;
  @Field({ nullable: true }) @UnlessOmitted() @IsString() @MaxLength(64) timezone?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn(LANGUAGES) language?: string | null;
}

@InputType('CreateUser')
export class CreateUserInput extends UserFieldsInput {
  @Field()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(EMAIL_PATTERN, { message: MESSAGES.invalidEmail })
  email: string;
  @Field({ nullable: true }) @UnlessOmitted() @Transform(trimmed) @IsString() @MaxLength(LIMITS.profileNameMaxLength) firstName?: string;
  @Field({ nullable: true }) @UnlessOmitted() @Transform(trimmed) @IsString() @MaxLength(LIMITS.profileNameMaxLength) lastName?: string;
  @Field({ nullable: true, description: 'Initial password; without one the person signs in after setting it.' })
  @UnlessOmitted()
  @IsString()
  @MinLength(8, { message: 'Passwords are at least 8 characters.' })
  password?: string;
}

@InputType('UpdateUser')
export class UpdateUserInput extends UserFieldsInput {
  @Field({ nullable: true }) @UnlessOmitted() @Transform(trimmed) @IsString() @MinLength(1, { message: MESSAGES.missingNames }) @MaxLength(LIMITS.profileNameMaxLength) firstName?: string;
  @Field({ nullable: true }) @UnlessOmitted() @Transform(trimmed) @IsString() @MinLength(1, { message: MESSAGES.missingNames }) @MaxLength(LIMITS.profileNameMaxLength) lastName?: string;
}
