/** Reads and validates the environment once at boot; a bad value stops the process with a clear sentence. */
import path from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  jwtRefreshTtlSeconds: number;
  adminName: string | null;
  adminPassword: string | null;
  seedDemo: boolean | null;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** Public address of the site, e.g. https://srcn.example.ru, for sitemap and feed links. */
  publicUrl: string | null;
  smtpUrl: string | null;
  feedbackTo: string | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, but it is "${raw}".`);
  }
  return Number(raw);
}

function flag(env: Env, name: string): boolean | null {
  const raw = value(env, name);
  if (raw === null) return null;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be 1 or 0 (or true/false), but it is "${raw}".`);
}

const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const logLevel = (value(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, but it is "${logLevel}".`);
  }

  const databaseUrl = value(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL address such as postgres://user:password@host:5432/dbname.');
  }

  const jwtSecret = value(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long; leave it unset to have one generated in DATA_DIR.');
  }

  const adminName = value(env, 'ADMIN_NAME');
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? null : env.ADMIN_PASSWORD;
  if ((adminName === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_NAME and ADMIN_PASSWORD must be set together (or both left unset).');
  }
  if (adminName !== null && adminName.length > 20) {
    throw new ConfigError('ADMIN_NAME must be at most 20 characters long, as the login form allows.');
  }
  if (adminPassword !== null && (adminPassword.length < 8 || adminPassword.length > 20)) {
    throw new ConfigError('ADMIN_PASSWORD must be 8 to 20 characters long (the login form allows at most 20).');
  }

  const jwtTtlSeconds = integer(env, 'JWT_TTL_SECONDS', 3600, 1, 30 * 24 * 3600);
  const jwtRefreshTtlSeconds = integer(env, 'JWT_REFRESH_TTL_SECONDS', 2 * 24 * 3600, 1, 365 * 24 * 3600);
  if (jwtRefreshTtlSeconds < jwtTtlSeconds) {
    throw new ConfigError('JWT_REFRESH_TTL_SECONDS must not be shorter than JWT_TTL_SECONDS.');
  }

  const smtpUrl = value(env, 'SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465.');
  }

  const publicUrl = value(env, 'PUBLIC_URL');
  if (publicUrl !== null && !/^https?:\/\/[^/\s]+$/.test(publicUrl.replace(/\/$/, ''))) {
    throw new ConfigError(`PUBLIC_URL must be the site's address such as https://srcn.example.ru (no path), but it is "${publicUrl}".`);
  }

  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: value(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(cwd, value(env, 'DATA_DIR') ?? 'data'),
    databaseUrl,
    jwtSecret,
    jwtTtlSeconds,
    jwtRefreshTtlSeconds,
    adminName,
    adminPassword,
    seedDemo: flag(env, 'SEED_DEMO'),
    logLevel: logLevel as LogLevel,
    trustProxy: flag(env, 'TRUST_PROXY') ?? false,
    publicUrl: publicUrl === null ? null : publicUrl.replace(/\/$/, ''),
    smtpUrl,
    feedbackTo: value(env, 'FEEDBACK_TO'),
  };
}
