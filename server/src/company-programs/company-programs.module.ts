import { defineResource } from '../common/resource/define-resource';
import { CompanyProgramDTO } from './company-program.dto';
import { CompanyProgramView } from './company-program.view';

/** Read-only: programs are switched on and off in a group through setCompanyProgramEnabled. */
export const CompanyProgramsModule = defineResource({ dto: CompanyProgramDTO, entity: CompanyProgramView, deletable: false });
