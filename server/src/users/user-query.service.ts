import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial, UpdateOneOptions } from '@ptc-org/nestjs-query-core';
import argon2 from 'argon2';
import { Repository } from 'typeorm';

import { badUserInput } from '../common/errors/domain-errors';
import { ResourceQueryService } from '../database/resource-query.service';
import { UserEntity } from './user.entity';

export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail already exists.';

type UserWrite = DeepPartial<UserEntity> & { password?: string };

const joinNames = (firstName: string | undefined, lastName: string | undefined): string =>
  [firstName, lastName].filter((part) => part && part.trim() !== '').join(' ');

/** Keeps e-mails unique and lower-cased, fullName in step with the names, and passwords hashed. */
@Injectable()
export class UserQueryService extends ResourceQueryService<UserEntity> {
  constructor(@InjectRepository(UserEntity) repository: Repository<UserEntity>) {
    // The table search matches e-mail and name in one lower-cased text (filter-only, not stored).
    // Written as alias.property so TypeORM quotes the names for each database.
    super(repository, { searchText: (alias = 'UserEntity') => `LOWER(${alias}.email || ' ' || ${alias}.fullName)` });
  }

  async createOne(record: UserWrite): Promise<UserEntity> {
    const email = String(record.email ?? '').toLowerCase();
    if (await this.repo.exists({ where: { email } })) throw badUserInput(EMAIL_TAKEN_MESSAGE);
    const { password, ...fields } = record;
    return super.createOne({
      ...fields,
      email,
      fullName: joinNames(fields.firstName, fields.lastName),
      passwordHash: password ? await argon2.hash(password, { type: argon2.argon2id }) : null,
    });
  }

  async updateOne(id: string, update: UserWrite, options?: UpdateOneOptions<UserEntity>): Promise<UserEntity> {
    if (update.firstName === undefined && update.lastName === undefined) return super.updateOne(id, update, options);
    const current = await this.getById(id, options);
    const firstName = update.firstName ?? current.firstName;
    const lastName = update.lastName ?? current.lastName;
    return super.updateOne(id, { ...update, fullName: joinNames(firstName, lastName) }, options);
  }
}
