import { defineResource } from '../common/resource/define-resource';
import { CourseRemoveConfirmationEntity } from './course-remove-confirmation.entity';
import { CourseRemoveConfirmationDTO, UserRemoveConfirmationDTO } from './remove-confirmation.dto';
import {
  CreateCourseRemoveConfirmationInput,
  CreateUserRemoveConfirmationInput,
  UpdateRemoveConfirmationInput,
} from './remove-confirmation.input';
import { UserRemoveConfirmationEntity } from './user-remove-confirmation.entity';

export const CourseRemoveConfirmationsModule = defineResource({
  dto: CourseRemoveConfirmationDTO,
  entity: CourseRemoveConfirmationEntity,
  createInput: CreateCourseRemoveConfirmationInput,
  updateInput: UpdateRemoveConfirmationInput,
});

export const UserRemoveConfirmationsModule = defineResource({
  dto: UserRemoveConfirmationDTO,
  entity: UserRemoveConfirmationEntity,
  createInput: CreateUserRemoveConfirmationInput,
  updateInput: UpdateRemoveConfirmationInput,
});
