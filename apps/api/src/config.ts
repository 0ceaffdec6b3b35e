import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TARIFF_SHEET_MAX_LANES } from '@cargo/domain';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** The built web app, relative to this file in both `src/` (tsx) and `dist/` (node). */
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Every environment variable the server reads, validated once at start-up. The README's
 * configuration table lists the same variables; keep the two in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?|memory):\/\//, 'must start with postgres://, postgresql:// or memory://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  FILES_DIR: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  JOBS_ENABLED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(300),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Cargo marketplace <no-reply@cargo.local>'),
  PUBLIC_URL: z.url().optional(),
  DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  REFERENCE_DATA: booleanFlag.default(true),
  TARIFF_SHEET_MAX_LANES: z.coerce.number().int().min(1).max(1_000_000).default(TARIFF_SHEET_MAX_LANES),
  REFERENCE_MIN_CITY_POPULATION: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export type DatabaseConfig =
  { engine: 'pglite'; dataDir: string | undefined } | { engine: 'postgres'; url: string; poolSize: number };

export interface Config {
  host: string;
  port: number;
  database: DatabaseConfig;
  jobsEnabled: boolean;
  logLevel: string;
  trustProxy: boolean;
  bodyLimit: number;
  webDistDir: string;
  /** Where uploaded files are kept (rate sheets); `<DATA_DIR>/files` unless FILES_DIR says. */
  filesDir: string;
  auth: AuthConfig;
  mail: MailConfig;
  /** Where people open the product; links in mails point here. */
  publicUrl: string;
  /** auto: on an empty embedded database only; true: on any empty database; false: never. */
  demoData: 'auto' | 'true' | 'false';
  /** Load the repository's reference data (geography, hubs, dictionaries) at start when it changed. */
  referenceData: { enabled: boolean; minCityPopulation: number };
  /** Lanes a rate sheet may hold: "too many lanes in the file" beyond. */
  tariffSheetMaxLanes: number;
  /** Check answers built to their contract against it (plugins/validation.ts): everywhere but production. */
  verifyBuiltAnswers: boolean;
}

export interface AuthConfig {
  /** HMAC key of access tokens; unset: one generated at first start and kept in the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

export interface MailConfig {
  /** smtp://user:pass@host:port; unset: mails are recorded and marked SKIP, never sent. */
  smtpUrl: string | undefined;
  from: string;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most twelve-factor tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success)
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  const vars = parsed.data;
  const url = vars.DATABASE_URL;
  let database: DatabaseConfig;
  if (url === undefined) database = { engine: 'pglite', dataDir: path.resolve(vars.DATA_DIR, 'db') };
  else if (url.startsWith('memory://')) database = { engine: 'pglite', dataDir: undefined };
  else database = { engine: 'postgres', url, poolSize: vars.DATABASE_POOL_SIZE };
  return {
    host: vars.HOST,
    port: vars.PORT,
    database,
    jobsEnabled: vars.JOBS_ENABLED,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    bodyLimit: vars.BODY_LIMIT_BYTES,
    webDistDir: path.resolve(vars.WEB_DIST_DIR),
    filesDir: path.resolve(vars.FILES_DIR ?? path.join(vars.DATA_DIR, 'files')),
    auth: {
      jwtSecret: vars.JWT_SECRET,
      accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: vars.REFRESH_TOKEN_TTL_DAYS,
    },
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    demoData: vars.DEMO_DATA,
    referenceData: { enabled: vars.REFERENCE_DATA, minCityPopulation: vars.REFERENCE_MIN_CITY_POPULATION },
    tariffSheetMaxLanes: vars.TARIFF_SHEET_MAX_LANES,
    verifyBuiltAnswers: vars.NODE_ENV !== 'production',
  };
}
