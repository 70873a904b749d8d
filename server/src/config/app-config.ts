import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, validated once at start-up. */
export type AppConfig = {
  port: number;
  /** Connections the kernel may hold before the server accepts them (capped by net.core.somaxconn). */
  listenBacklog: number;
  dataDirectory: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  tokenSecret: string;
  /** Lifetime of a dashboard token and its session. */
  sessionTtlSeconds: number;
  /** A session unused this long is ended with the inactivity code. */
  sessionIdleSeconds: number;
  /** How often the idle-session sweep runs. */
  sessionSweepSeconds: number;
  /** How often the scheduler looks for scheduled distributions that are due. */
  distributionSchedulerSeconds: number;
  /** How long a checked session and its user's roles are reused without a query (0: never). */
  authCacheSeconds: number;
  /** How many sessions and users that cache holds at most (the least recently used go first). */
  authCacheEntries: number;
  /** Threads with a read-only SQLite connection each, for reads outside transactions (0: all on the main connection). */
  sqliteReaders: number;
  /** Lifetime of the one-time token the sign-in page hands to the SPA. */
  signinTokenTtlSeconds: number;
  /** Where the built SPA lives; served with an index.html fallback. */
  clientDirectory: string;
  /** Seed the demo workspace and accounts when the database is empty. */
  seedDemoData: boolean;
  /** Express's `trust proxy`: false uses the socket address; otherwise which proxies' X-Forwarded-* headers count. */
  trustProxy: TrustProxy;
  /** Largest JSON or form body accepted, in bytes; larger ones get 413. */
  bodyLimitBytes: number;
  /** GraphQL introspection; off in production unless GRAPHQL_INTROSPECTION=true. */
  graphqlIntrospection: boolean;
  graphqlLimits: GraphQLLimits;
  /** argon2id's cost for new password hashes (auth/password-hash.ts): production, or the server tests' cheap one. */
  passwordHashCost: PasswordHashCost;
};

export type PasswordHashCost = 'production' | 'test';

/** false, a number of proxy hops, or a list of trusted addresses/subnets (express's own names allowed). */
export type TrustProxy = boolean | number | string;

/** What one GraphQL document may ask for (graphql-armor). */
export type GraphQLLimits = { maxDepth: number; maxAliases: number; maxTokens: number; maxCost: number; maxDirectives: number };

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigurationError extends Error {}

type Environment = Record<string, string | undefined>;

const readInteger = (environment: Environment, name: string, fallback: number, minimum: number, maximum: number): number => {
  const raw = environment[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum || value > maximum) {
    throw new ConfigurationError(`${name} must be an integer between ${minimum} and ${maximum}, got "${raw}".`);
  }
  return value;
};

const readUrl = (environment: Environment, name: string, protocols: string[]): string | null => {
  const raw = environment[name];
  if (raw === undefined || raw === '') return null;
  let protocol: string;
  try {
    protocol = new URL(raw).protocol.replace(/:$/, '');
  } catch {
    throw new ConfigurationError(`${name} is not a valid URL.`);
  }
  if (!protocols.includes(protocol)) {
    throw new ConfigurationError(`${name} must start with ${protocols.map((item) => `${item}://`).join(' or ')}.`);
  }
  return raw;
};

/** TOKEN_SECRET when set; otherwise one generated on first start and kept in the data directory. */
const readTokenSecret = (environment: Environment, dataDirectory: string): string => {
  const configured = environment.TOKEN_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new ConfigurationError('TOKEN_SECRET must be at least 32 characters.');
    return configured;
  }
  const secretFile = join(dataDirectory, 'token-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two instances start together on an empty directory, the first one's secret wins.
    writeFileSync(secretFile, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(secretFile, 'utf8').trim();
    throw error;
  }
  chmodSync(secretFile, 0o600);
  return generated;
};

const readBoolean = (environment: Environment, name: string, fallback: boolean): boolean => {
  const raw = environment[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigurationError(`${name} must be true or false, got "${raw}".`);
};

const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ADDRESS_OR_SUBNET = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** Off by default: behind no proxy, X-Forwarded-For is whatever the client wrote. */
const readTrustProxy = (environment: Environment): TrustProxy => {
  const raw = (environment.TRUST_PROXY ?? '').trim();
  if (raw === '' || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  if (['true', 'yes'].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => NAMED_PROXY_RANGES.has(entry) || ADDRESS_OR_SUBNET.test(entry))) return entries.join(',');
  throw new ConfigurationError(
    `TRUST_PROXY must be false, true, a number of proxy hops, or addresses/subnets (or loopback, linklocal, uniquelocal), got "${raw}".`,
  );
};

/** PASSWORD_HASH_COST: unset (production), or test for the server test suite only; refused with NODE_ENV=production. */
export const readPasswordHashCost = (environment: Environment): PasswordHashCost => {
  const raw = environment.PASSWORD_HASH_COST ?? '';
  if (raw === '' || raw === 'production') return 'production';
  if (raw === 'test' && environment.NODE_ENV !== 'production') return 'test';
  throw new ConfigurationError(
    `PASSWORD_HASH_COST must be unset or production${environment.NODE_ENV === 'production' ? ' when NODE_ENV=production' : ' (or test, for tests)'}, got "${raw}".`,
  );
};

export const loadAppConfig = (environment: Environment = process.env): AppConfig => {
  const dataDirectory = resolve(environment.DATA_DIR || 'data');
  mkdirSync(dataDirectory, { recursive: true });
  return {
    port: readInteger(environment, 'PORT', 3000, 0, 65_535),
    listenBacklog: readInteger(environment, 'LISTEN_BACKLOG', 4096, 1, 65_535),
    dataDirectory,
    databaseUrl: readUrl(environment, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: readUrl(environment, 'REDIS_URL', ['redis', 'rediss']),
    tokenSecret: readTokenSecret(environment, dataDirectory),
    sessionTtlSeconds: readInteger(environment, 'SESSION_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    sessionIdleSeconds: readInteger(environment, 'SESSION_IDLE_SECONDS', 8 * 3600, 5, 30 * 24 * 3600),
    sessionSweepSeconds: readInteger(environment, 'SESSION_SWEEP_SECONDS', 60, 1, 3600),
    distributionSchedulerSeconds: readInteger(environment, 'DISTRIBUTION_SCHEDULER_SECONDS', 30, 1, 3600),
    authCacheSeconds: readInteger(environment, 'AUTH_CACHE_SECONDS', 30, 0, 300),
    authCacheEntries: readInteger(environment, 'AUTH_CACHE_ENTRIES', 10_000, 1, 1_000_000),
    sqliteReaders: readInteger(environment, 'SQLITE_READERS', Math.min(4, availableParallelism()), 0, 32),
    signinTokenTtlSeconds: readInteger(environment, 'SIGNIN_TOKEN_TTL_SECONDS', 300, 10, 3600),
    clientDirectory: resolve(environment.CLIENT_DIR || 'dist/client'),
    seedDemoData: readBoolean(environment, 'SEED_DEMO_DATA', true),
    trustProxy: readTrustProxy(environment),
    bodyLimitBytes: readInteger(environment, 'BODY_LIMIT_KB', 100, 1, 100 * 1024) * 1024,
    graphqlIntrospection: readBoolean(environment, 'GRAPHQL_INTROSPECTION', environment.NODE_ENV !== 'production'),
    graphqlLimits: {
      maxDepth: readInteger(environment, 'GRAPHQL_MAX_DEPTH', 10, 2, 100),
      maxAliases: readInteger(environment, 'GRAPHQL_MAX_ALIASES', 20, 1, 1000),
      maxTokens: readInteger(environment, 'GRAPHQL_MAX_TOKENS', 2000, 100, 100_000),
      maxCost: readInteger(environment, 'GRAPHQL_MAX_COST', 5000, 100, 1_000_000),
      maxDirectives: readInteger(environment, 'GRAPHQL_MAX_DIRECTIVES', 50, 1, 1000),
    },
    passwordHashCost: readPasswordHashCost(environment),
  };
};

/** Decided from DATABASE_URL alone, so entity decorators can pick column types before Nest starts. */
export const usesPostgres = (environment: Environment = process.env): boolean => /^postgres(ql)?:\/\//.test(environment.DATABASE_URL ?? '');
