import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { Matches } from 'class-validator';
import type { Response } from 'express';

import { Public } from '../auth/public.decorator';
import { notFound } from '../common/errors/domain-errors';
import { saying } from '../common/validation/input-rules';
import { FILE_KEY_PATTERN, FILE_STORAGE, FileStorage } from './file-storage';

export class FileParams {
  @Matches(FILE_KEY_PATTERN, saying('Not a file address.', 'pattern', { field: 'key' })) key: string;
}

/**
 * Uploaded files, read back by their address. Public: an <img> sends no token, and the 128-bit
 * random key is the permission (it is only ever handed to those who read the row naming it). A
 * key is never a path (FILE_KEY_PATTERN), so nothing outside the store can be asked for.
 */
@Controller('api/v1/files')
export class FilesController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Public()
  @Get(':key')
  async read(@Param() { key }: FileParams, @Res() response: Response): Promise<void> {
    const file = await this.storage.get(key);
    if (!file) throw notFound('File not found');
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.size));
    // A key names one upload forever: a replaced logo gets a new key.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened on its own runs nothing and reaches nothing.
    if (file.contentType === 'image/svg+xml') response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (file.contentType === 'application/pdf') response.setHeader('Content-Disposition', `inline; filename="${key}"`);
    file.stream.on('error', (error) => response.destroy(error));
    file.stream.pipe(response);
  }
}
