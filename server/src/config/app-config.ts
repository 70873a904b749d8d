import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, validated once at start-up. */
export type AppConfig = {
  port: number;
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
  /** Lifetime of the one-time token the sign-in page hands to the SPA. */
  signinTokenTtlSeconds: number;
  /** Where the built SPA lives; served with an index.html fallback. */
  clientDirectory: string;
  /** Seed the demo workspace and accounts when the database is empty. */
  seedDemoData: boolean;
};

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
  writeFileSync(secretFile, `${generated}\n`, { mode: 0o600 });
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

export const loadAppConfig = (environment: Environment = process.env): AppConfig => {
  const dataDirectory = resolve(environment.DATA_DIR || 'data');
  mkdirSync(dataDirectory, { recursive: true });
  return {
    port: readInteger(environment, 'PORT', 3000, 0, 65_535),
    dataDirectory,
    databaseUrl: readUrl(environment, 'DATABASE_URL', ['postgres', 'postgresql']),
    redisUrl: readUrl(environment, 'REDIS_URL', ['redis', 'rediss']),
    tokenSecret: readTokenSecret(environment, dataDirectory),
    sessionTtlSeconds: readInteger(environment, 'SESSION_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    sessionIdleSeconds: readInteger(environment, 'SESSION_IDLE_SECONDS', 8 * 3600, 5, 30 * 24 * 3600),
    sessionSweepSeconds: readInteger(environment, 'SESSION_SWEEP_SECONDS', 60, 1, 3600),
    signinTokenTtlSeconds: readInteger(environment, 'SIGNIN_TOKEN_TTL_SECONDS', 300, 10, 3600),
    clientDirectory: resolve(environment.CLIENT_DIR || 'dist/client'),
    seedDemoData: readBoolean(environment, 'SEED_DEMO_DATA', true),
  };
};

/** Decided from DATABASE_URL alone, so entity decorators can pick column types before Nest starts. */
export const usesPostgres = (environment: Environment = process.env): boolean =>
  /^postgres(ql)?:\/\//.test(environment.DATABASE_URL ?? '');
