import { BeforeCreateOne } from '@ptc-org/nestjs-query-graphql';

import { createCheckHook } from '../authorization/create-check.hook';
import { defineResource } from '../common/resource/define-resource';
import { mayCreateCourse } from './course.authorizer';
import { CourseDTO } from './course.dto';
import { CourseEntity } from './course.entity';
import { CreateCourseInput, UpdateCourseInput } from './course.input';

BeforeCreateOne(createCheckHook<CreateCourseInput>({ mayCreate: mayCreateCourse }))(CreateCourseInput);

export const CoursesModule = defineResource({
  dto: CourseDTO,
  entity: CourseEntity,
  createInput: CreateCourseInput,
  updateInput: UpdateCourseInput,
});
