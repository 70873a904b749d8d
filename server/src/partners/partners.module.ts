import { defineResource } from '../common/resource/define-resource';
import { PartnerDTO } from './partner.dto';
import { PartnerView } from './partner.view';

export const PartnersModule = defineResource({ dto: PartnerDTO, entity: PartnerView, deletable: false });
