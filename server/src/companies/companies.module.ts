import { BeforeCreateOne } from '@ptc-org/nestjs-query-graphql';

import { createCheckHook } from '../authorization/create-check.hook';
import { defineResource } from '../common/resource/define-resource';
import { mayCreateCompany } from './company.authorizer';
import { CompanyFieldsResolver } from './company-fields.resolver';
import { CompanyQueryService } from './company-query.service';
import { CompanyDTO } from './company.dto';
import { CompanyEntity } from './company.entity';
import { CreateCompanyInput, UpdateCompanyInput } from './company.input';

BeforeCreateOne(createCheckHook<CreateCompanyInput>({ mayCreate: mayCreateCompany, stampCreatedBy: true }))(CreateCompanyInput);

export const CompaniesModule = defineResource({
  dto: CompanyDTO,
  entity: CompanyEntity,
  createInput: CreateCompanyInput,
  updateInput: UpdateCompanyInput,
  service: CompanyQueryService,
  providers: [CompanyFieldsResolver],
});
