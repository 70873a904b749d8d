// Regenerates schema/schema.graphql, the SPA's GraphQL documents and types, and fails when they differ from
// what is committed, so a stale schema or stale types never land. Works with or without git.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The schema, src/graphql/ (types, typed documents, the declared resources' registry) and each
// declared resource's documents (src/resources/<folder>/resource.graphql).
const declaredDocuments = readdirSync('src/resources', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join('src/resources', entry.name, 'resource.ts')))
  .map((entry) => join('src/resources', entry.name, 'resource.graphql'));
const GENERATED = [
  'schema/schema.graphql',
  'schema/resource-fields.json',
  ...readdirSync('src/graphql').map((file) => join('src/graphql', file)),
  ...declaredDocuments,
];
const digest = () =>
  Object.fromEntries(GENERATED.map((file) => [file, existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null]));

const before = digest();
execSync('npm run --silent schema', { stdio: 'inherit' });
execSync('npm run --silent codegen -- --silent', { stdio: 'inherit' });
const after = digest();
const stale = GENERATED.filter((file) => before[file] !== after[file]);
if (stale.length > 0) {
  console.error(`These generated files were out of date and have been regenerated; commit them:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('Schema and generated GraphQL types are current.');
