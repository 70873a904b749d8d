import { defineResource } from '../common/resource/define-resource';
import { CompanyUserDTO } from './company-user.dto';
import { CompanyUserView } from './company-user.view';

/** Read-only: learners join and leave groups through the membership mutations. */
export const CompanyUsersModule = defineResource({ dto: CompanyUserDTO, entity: CompanyUserView, deletable: false });
