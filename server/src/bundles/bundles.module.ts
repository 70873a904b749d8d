import { defineResource } from '../common/resource/define-resource';
import { BundleDTO } from './bundle.dto';
import { BundleEntity } from './bundle.entity';
import { CreateBundleInput, UpdateBundleInput } from './bundle.input';

export const BundlesModule = defineResource({
  dto: BundleDTO,
  entity: BundleEntity,
  createInput: CreateBundleInput,
  updateInput: UpdateBundleInput,
});
