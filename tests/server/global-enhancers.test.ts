import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/*
 * The declared resources' lists skip Nest's per-resolver pipeline and run its steps themselves
 * (server/src/common/resource/direct-lists.ts). A global guard, interceptor or pipe added later
 * would not reach them: this test names the ones direct-lists.ts mirrors, so adding another fails
 * here until the lists run it too (and this list says so).
 */
const MIRRORED_BY_DIRECT_LISTS = [
  'APP_GUARD AuthenticationGuard',
  'APP_INTERCEPTOR OperationScopeInterceptor',
  'useGlobalPipes createValidationPipe',
  // Exception filters do not wrap resolvers: GraphQL errors go to the formatter either way.
  'useGlobalFilters HttpExceptionFilter',
];

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const ENHANCER =
  /provide:\s*(APP_GUARD|APP_INTERCEPTOR|APP_PIPE|APP_FILTER),\s*use\w+:\s*(\w+)|(useGlobal(?:Guards|Interceptors|Pipes|Filters))\(\s*(?:new\s+)?(\w+)/g;

describe('global enhancers', () => {
  it('are the ones the directly answered lists run as well', () => {
    const found = sourceFiles('server/src').flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(ENHANCER)].map((match) => (match[1] ? `${match[1]} ${match[2]}` : `${match[3]} ${match[4]}`)),
    );
    expect(found.sort()).toEqual([...MIRRORED_BY_DIRECT_LISTS].sort());
  });
});
