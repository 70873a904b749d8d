import { Injectable } from '@nestjs/common';

import { isSales, seesEverything } from '../../../shared/roles';
import { RequestUser } from '../auth/request-user';
import { ResourceAuthorizer, ResourceOperation, Scope } from '../authorization/resource.authorizer';
import type { PartnerDTO } from './partner.dto';

/** The partners list is internal: sales (the Partners item's role) and staff. */
@Injectable()
export class PartnerAuthorizer extends ResourceAuthorizer<PartnerDTO> {
  protected scope(user: RequestUser, operation: ResourceOperation): Scope<PartnerDTO> {
    return operation === 'read' && (seesEverything(user) || isSales(user)) ? 'all' : 'forbidden';
  }
}
