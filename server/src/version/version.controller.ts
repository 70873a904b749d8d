import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Controller, Get, Header, Inject } from '@nestjs/common';

import { Public } from '../auth/public.decorator';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** Used when the SPA has not been built (tests of the API alone). */
const PROCESS_VERSION = `server-${randomUUID()}`;

@Public()
@Controller()
export class VersionController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The build id the SPA polls every 10 s; `npm run build` writes a new one each time. */
  @Get('version.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  version(): string {
    try {
      return readFileSync(join(this.config.clientDirectory, 'version.txt'), 'utf8').trim();
    } catch {
      return PROCESS_VERSION;
    }
  }
}
