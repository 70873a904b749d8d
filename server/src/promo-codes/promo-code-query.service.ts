import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DeepPartial } from '@ptc-org/nestjs-query-core';
import { Repository } from 'typeorm';

import { badUserInput } from '../common/errors/domain-errors';
import { ResourceQueryService } from '../database/resource-query.service';
import { PromoCodeEntity } from './promo-code.entity';

export const PROMO_CODE_TAKEN_MESSAGE = 'This promo code already exists.';

/** Promo codes are unique; the paid price follows from the regular price and the discount. */
@Injectable()
export class PromoCodeQueryService extends ResourceQueryService<PromoCodeEntity> {
  constructor(@InjectRepository(PromoCodeEntity) repository: Repository<PromoCodeEntity>) {
    super(repository);
  }

  async createOne(record: DeepPartial<PromoCodeEntity>): Promise<PromoCodeEntity> {
    if (await this.repo.exists({ where: { code: String(record.code) } })) throw badUserInput(PROMO_CODE_TAKEN_MESSAGE);
    const regularPrice = Number(record.regularPrice ?? 0);
    const discount = Number(record.discount ?? 0);
    return super.createOne({ ...record, paidPrice: Math.round(regularPrice * (100 - discount)) / 100 });
  }
}
