import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { IsDefined, IsOptional, Matches } from 'class-validator';
import { Brackets, Repository } from 'typeorm';

import { seesEverything } from '../../../shared/roles';
import { buildFullName, checkProfileNames, LIMITS } from '../../../shared/validation';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { UserChangesPublisher } from '../auth/user-changes.publisher';
import { applyReadScope } from '../authorization/access-checks';
import { badUserInput, brokenRule, forbidden, notFound } from '../common/errors/domain-errors';
import { METADATA_KEY_PATTERN, UserMetadataService } from './user-metadata.service';
import { InjectResourceRepository } from '../common/resource/inject-resource';
import { IdInput, TextInput } from '../common/validation/input-rules';
import type { User } from './users.resource';

export const SEARCH_MIN_LENGTH = 3;
const AUTOCOMPLETE_LIMIT = 10;

export class UserIdParams {
  @IdInput({ field: 'id', label: 'User' }) id: string;
}

export class ProfileBody {
  @TextInput({ field: 'firstName', label: 'First name', max: LIMITS.profileNameMaxLength }) firstName: string;
  @TextInput({ field: 'lastName', label: 'Last name', max: LIMITS.profileNameMaxLength }) lastName: string;
  /** Accepted for compatibility; the server always stores "first last". */
  @IsOptional() @TextInput({ field: 'fullName', label: 'Full name', max: 2 * LIMITS.profileNameMaxLength + 1 }) fullName?: string;
}

export class AutocompleteQuery {
  @IsOptional() @TextInput({ field: 'searchText', label: 'Search', max: 200 }) searchText?: string;
}

export class MetadataBody {
  // Decorators apply from the property up: the text rules are checked (and reported) first.
  @Matches(METADATA_KEY_PATTERN, { message: 'The key must be a path like settings/table/users/rowsPerPage.' })
  @TextInput({ field: 'key', label: 'Key', max: 200 })
  key: string;
  @IsDefined({ message: 'A value is required (null removes the key).' }) value: unknown;
}

/** The REST calls of spec 02 §7 about people: profile, autocomplete, and the user's metadata. */
@Controller('api/v1')
export class UsersController {
  constructor(
    @InjectResourceRepository('User') private readonly users: Repository<User>,
    private readonly metadata: UserMetadataService,
    private readonly userChanges: UserChangesPublisher,
  ) {}

  @Put('users/:id/profile')
  async updateProfile(@CurrentUser() user: RequestUser, @Param() { id }: UserIdParams, @Body() body: ProfileBody) {
    if (id !== user.id && !seesEverything(user)) throw forbidden();
    const problem = checkProfileNames(body.firstName, body.lastName);
    if (problem) throw brokenRule(problem);
    const target = await this.users.findOne({ where: { id } });
    if (!target) throw notFound('User not found');
    const profile = { firstName: body.firstName.trim(), lastName: body.lastName.trim(), fullName: buildFullName(body.firstName, body.lastName) };
    await this.users.update({ id }, profile);
    await this.userChanges.userChanged(id);
    return { data: { id, ...profile, imageUrl: target.imageUrl } };
  }

  /** People to suggest when inviting: those the user may see, by e-mail or name. */
  @Get('users/autocomplete')
  async autocomplete(@CurrentUser() user: RequestUser, @Query() { searchText = '' }: AutocompleteQuery) {
    const text = searchText.trim().toLowerCase();
    if (text.length < SEARCH_MIN_LENGTH) throw badUserInput(`Search needs at least ${SEARCH_MIN_LENGTH} characters.`);
    const query = this.users
      .createQueryBuilder('user')
      .select(['user.email', 'user.fullName'])
      .where(new Brackets((where) => where.where('LOWER(user.email) LIKE :text').orWhere('LOWER(user.fullName) LIKE :text')))
      .setParameters({ text: `%${text.replace(/[%_]/g, '')}%` })
      .orderBy('user.email', 'ASC')
      .limit(AUTOCOMPLETE_LIMIT);
    const users = await applyReadScope(query, 'User', user).getMany();
    return { data: { users: users.map((found) => ({ email: found.email, fullName: found.fullName })) } };
  }

  @Get('user/metadata/general')
  async readMetadata(@CurrentUser() user: RequestUser) {
    return { data: { general: await this.metadata.read(user.id) } };
  }

  @Put('user/metadata/general')
  async writeMetadata(@CurrentUser() user: RequestUser, @Body() body: MetadataBody) {
    return { data: { general: await this.metadata.write(user.id, body.key, body.value) } };
  }
}
