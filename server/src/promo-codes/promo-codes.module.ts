import { defineResource } from '../common/resource/define-resource';
import { PromoCodeQueryService } from './promo-code-query.service';
import { PromoCodeDTO } from './promo-code.dto';
import { PromoCodeEntity } from './promo-code.entity';
import { CreatePromoCodeInput, UpdatePromoCodeInput } from './promo-code.input';

export const PromoCodesModule = defineResource({
  dto: PromoCodeDTO,
  entity: PromoCodeEntity,
  createInput: CreatePromoCodeInput,
  updateInput: UpdatePromoCodeInput,
  service: PromoCodeQueryService,
});
