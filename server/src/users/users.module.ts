import { defineResource } from '../common/resource/define-resource';
import { CurrentUserResolver, UserProfileResolver } from './current-user.resolver';
import { UserChangesResolver } from './user-changes.resolver';
import { UserMetadataEntity } from './user-metadata.entity';
import { UserMetadataService } from './user-metadata.service';
import { UserDTO } from './user.dto';
import { UserEntity } from './user.entity';
import { CreateUserInput, UpdateUserInput } from './user.input';
import { UserQueryService } from './user-query.service';
import { UsersController } from './users.controller';

export const UsersModule = defineResource({
  dto: UserDTO,
  entity: UserEntity,
  createInput: CreateUserInput,
  updateInput: UpdateUserInput,
  service: UserQueryService,
  entities: [UserMetadataEntity],
  providers: [CurrentUserResolver, UserProfileResolver, UserMetadataService, UserChangesResolver],
  controllers: [UsersController],
});
