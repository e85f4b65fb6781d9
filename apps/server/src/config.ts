import { z } from 'zod';

/**
 * The whole runtime configuration, read once from the environment and validated (epic-stack style).
 * `loadConfig` throws a ConfigError whose message is one line naming the bad variable.
 */

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || isUrlWithProtocol(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

function isUrlWithProtocol(value: string, protocols: string[]) {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test'], { error: 'must be production, development or test' }).default('production'),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).max(65535, 'must be at most 65535').default(3000),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  SEED_DEMO: bool(true),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((e) => /^[^@\s]+@[^@\s]+$/.test(e)), { message: 'must be a comma-separated list of email addresses' }),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOCAL_ACCOUNTS: bool(true),
  OIDC_ISSUER: optionalUrl(['http:', 'https:']),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  AI_PROVIDER: z.enum(['builtin', 'openai-compatible'], { error: 'must be builtin or openai-compatible' }).default('builtin'),
  AI_BASE_URL: optionalUrl(['http:', 'https:']),
  AI_API_KEY: z.string().optional(),
  AI_TEXT_MODEL: z.string().optional(),
  AI_VISION_MODEL: z.string().optional(),
  AI_IMAGE_MODEL: z.string().optional(),
  AI_FALLBACK: bool(true),
  AI_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1000, 'must be at least 1000').default(30_000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(20),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),
  MAIL_FROM: z.string().default('Hearth <no-reply@hearth.local>'),
  TRUST_PROXY: bool(false),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(60),
  IMPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  IMPORT_ALLOW_HOSTS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((host) => /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.test(host)), { message: 'must be a comma-separated list of host names or host:port' }),
  SIGN_IN_FAILURES_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(100),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(100, 'must be at most 100').default(20),
  READ_CACHE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0, 'must be 0 or more').max(300, 'must be at most 300').default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL (decision 0038). */
  databasePoolSize: number;
  seedDemo: boolean;
  adminEmails: string[];
  /** The origin users reach the app at, when known; otherwise derived from each request. */
  publicUrl: string | undefined;
  sessionSecret: string | undefined;
  localAccounts: boolean;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  redisUrl: string | undefined;
  /** How long shared reads (sessions, list pages, recipe details) are kept in memory; 0 turns the caches off. */
  readCacheMs: number;
  /** Email is sent only when this is set; in-app notifications always are. */
  smtpUrl: string | undefined;
  ai: {
    provider: 'builtin' | 'openai-compatible';
    baseUrl?: string;
    apiKey?: string;
    textModel?: string;
    visionModel?: string;
    imageModel?: string;
    /** When the model fails or answers off-schema, the built-in engine answers instead. */
    fallback: boolean;
    timeoutMs: number;
    ratePerMinute: number;
  };
  /** Object storage for uploads; local disk under DATA_DIR/uploads when unset. */
  s3: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | undefined;
  mailFrom: string;
  trustProxy: boolean;
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authRateLimitPerMinute: number;
  /** Wrong passwords one account may take in an hour, from any address, before sign-in is refused. */
  signInFailuresPerHour: number;
  /** Writes (recipes, ratings, collections, plans, uploads...) one member may make in a minute. */
  writeRatePerMinute: number;
  /** Recipe import (issue 15): imports per member per minute, and internal hosts it may fetch from. */
  recipeImport: { ratePerMinute: number; allowHosts: string[] };
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const got = source[variable];
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}${got === undefined ? '' : ` (got "${redact(variable, got)}")`}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    const missing = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'].find((_, i) => !oidcParts[i]);
    throw new ConfigError(`Invalid configuration: ${missing} is required when any OIDC_* variable is set`);
  }
  const oidc =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME }
      : undefined;
  if (e.AI_PROVIDER === 'openai-compatible') {
    if (!e.AI_BASE_URL) throw new ConfigError('Invalid configuration: AI_BASE_URL is required when AI_PROVIDER=openai-compatible');
    if (!e.AI_TEXT_MODEL) throw new ConfigError('Invalid configuration: AI_TEXT_MODEL is required when AI_PROVIDER=openai-compatible');
  }
  if (!e.LOCAL_ACCOUNTS && !oidc) {
    throw new ConfigError('Invalid configuration: LOCAL_ACCOUNTS=false needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: e.SEED_DEMO,
    adminEmails: e.ADMIN_EMAILS,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET,
    localAccounts: e.LOCAL_ACCOUNTS,
    oidc,
    redisUrl: e.REDIS_URL,
    readCacheMs: e.READ_CACHE_SECONDS * 1000,
    smtpUrl: e.SMTP_URL,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      textModel: e.AI_TEXT_MODEL,
      visionModel: e.AI_VISION_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      fallback: e.AI_FALLBACK,
      timeoutMs: e.AI_TIMEOUT_MS,
      ratePerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    signInFailuresPerHour: e.SIGN_IN_FAILURES_PER_HOUR,
    writeRatePerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    recipeImport: { ratePerMinute: e.IMPORT_RATE_LIMIT_PER_MINUTE, allowHosts: e.IMPORT_ALLOW_HOSTS },
    logLevel: e.LOG_LEVEL,
  };
}

function redact(variable: string, value: string) {
  return /SECRET|KEY|PASSWORD|URL/.test(variable) ? '…' : value;
}
