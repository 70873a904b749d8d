import { Controller, Delete, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { IsIn } from 'class-validator';
import type { Request } from 'express';

import { LOGO_KINDS, LOGO_MAX_BYTES, LogoKind, POLICY_MAX_BYTES, POLICY_NAME_MAX_LENGTH } from '../../../shared/uploads';
import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { IdInput, saying, TextInput } from '../common/validation/input-rules';
import { readUpload } from './upload-body';
import { FileOwner, UploadsService } from './uploads.service';

export class OwnerParams {
  @IdInput({ field: 'id', label: 'Id' }) id: string;
}

export class LogoParams extends OwnerParams {
  @IsIn([...LOGO_KINDS], saying(`Logo must be one of: ${LOGO_KINDS.join(', ')}.`, 'oneOf', { values: LOGO_KINDS.join(', ') })) kind: LogoKind;
}

export class PolicyParams extends OwnerParams {
  @IdInput({ field: 'policyId', label: 'Policy' }) policyId: string;
}

export class PolicyQuery {
  @TextInput({ field: 'name', label: 'Name', max: POLICY_NAME_MAX_LENGTH }) name: string;
}

const LOGO_BODY = { tooLarge: 'logoTooLarge', wrongType: 'logoFileType' } as const;
const POLICY_BODY = { tooLarge: 'policyTooLarge', wrongType: 'policyPdfOnly' } as const;

/**
 * Logos and policies of groups (/companies/…) and workspaces (/organizations/…). The body is the
 * file itself (any Content-Type: the bytes decide); the answer names the file's address.
 */
@Controller('api/v1')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  private async logo(owner: FileOwner, request: Request, user: RequestUser, { id, kind }: LogoParams) {
    const bytes = await readUpload(request, LOGO_MAX_BYTES, LOGO_BODY);
    return { data: await this.uploads.replaceLogo(owner, id, kind, bytes, user) };
  }

  private async policy(owner: FileOwner, request: Request, user: RequestUser, id: string, name: string) {
    const bytes = await readUpload(request, POLICY_MAX_BYTES, POLICY_BODY);
    return { data: { policy: await this.uploads.addPolicy(owner, id, name, bytes, user) } };
  }

  @Put('companies/:id/logos/:kind')
  companyLogo(@Req() request: Request, @CurrentUser() user: RequestUser, @Param() params: LogoParams) {
    return this.logo('Company', request, user, params);
  }

  @Put('organizations/:id/logos/:kind')
  workspaceLogo(@Req() request: Request, @CurrentUser() user: RequestUser, @Param() params: LogoParams) {
    return this.logo('Organization', request, user, params);
  }

  @Delete('companies/:id/logos/:kind')
  @HttpCode(204)
  async removeCompanyLogo(@CurrentUser() user: RequestUser, @Param() { id, kind }: LogoParams) {
    await this.uploads.removeLogo('Company', id, kind, user);
  }

  @Delete('organizations/:id/logos/:kind')
  @HttpCode(204)
  async removeWorkspaceLogo(@CurrentUser() user: RequestUser, @Param() { id, kind }: LogoParams) {
    await this.uploads.removeLogo('Organization', id, kind, user);
  }

  @Post('companies/:id/policies')
  companyPolicy(@Req() request: Request, @CurrentUser() user: RequestUser, @Param() { id }: OwnerParams, @Query() { name }: PolicyQuery) {
    return this.policy('Company', request, user, id, name);
  }

  @Post('organizations/:id/policies')
  workspacePolicy(@Req() request: Request, @CurrentUser() user: RequestUser, @Param() { id }: OwnerParams, @Query() { name }: PolicyQuery) {
    return this.policy('Organization', request, user, id, name);
  }

  @Delete('companies/:id/policies/:policyId')
  @HttpCode(204)
  async removeCompanyPolicy(@CurrentUser() user: RequestUser, @Param() { id, policyId }: PolicyParams) {
    await this.uploads.removePolicy('Company', id, policyId, user);
  }

  @Delete('organizations/:id/policies/:policyId')
  @HttpCode(204)
  async removeWorkspacePolicy(@CurrentUser() user: RequestUser, @Param() { id, policyId }: PolicyParams) {
    await this.uploads.removePolicy('Organization', id, policyId, user);
  }
}
