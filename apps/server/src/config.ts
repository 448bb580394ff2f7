/**
 * Configuration, parsed once at start from the environment. Every setting is listed with its
 * default in /.env.example; the defaults run offline on the embedded implementations.
 * A bad setting stops the start with one readable line per problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

/** Addresses only this machine can reach: where development conveniences may listen. */
export const isLoopbackHost = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

/** `false`/`0`: no proxy; `true`: one; a number: that many proxies in front, each appending to X-Forwarded-For. */
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|\d{1,2})$/, {
    error: 'must be false, true (one proxy) or the number of proxies in front',
  })
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)));

const envSchema = z
  .object({
    // Production unless said otherwise: the default start is the shape that faces the internet;
    // `./run dev` sets development (decision 015).
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'must be development, production or test',
      })
      .default('production'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'must be from 0 to 65535' })
      .max(65535, { error: 'must be from 0 to 65535' })
      .default(3000),
    BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' }).optional(),
    TRUST_PROXY: proxyHops.default(0),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    WEB_DIST_DIR: z.string().min(1).optional(),
    JOBS_IN_SERVER: booleanString.default(true),
    ANALYSIS_MAX_BACKLOG: z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .default(1000),
    AUTH_SECRET: z
      .string()
      .min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
      .optional(),
    TRUSTED_ORIGINS: z.string().optional(),
    EMAIL_VERIFICATION: booleanString.default(false),
    MAIL_DRIVER: z.enum(['outbox', 'smtp'], { error: 'must be outbox or smtp' }).default('outbox'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Skinsight <hello@skinsight.example>'),
    TEAM_EMAIL: z.email({ error: 'must be an e-mail address' }).default('team@skinsight.example'),
    POLICY_VERSION: z.string().min(1).default('1.0'),
    TIME_ZONE: z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Vienna' })
      .default('Europe/Vienna'),
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.eu-central-1.amazonaws.com' }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(3).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanString.default(true),
    SHOP_MODE: z.enum(['live', 'not-launched'], { error: 'must be live or not-launched' }).default('live'),
    SURVEY_FORM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    PAYMENT_PROVIDER: z.enum(['test', 'stripe'], { error: 'must be test or stripe' }).default('test'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, { error: 'must be a Stripe secret key (sk_test_... or sk_live_...)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, { error: 'must be a Stripe webhook signing secret (whsec_...)' })
      .optional(),
  })
  .superRefine((e, ctx) => {
    if (e.PAYMENT_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
      }
    }
    if (e.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
      }
    }
    if (e.MAIL_DRIVER === 'smtp' && !e.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_DRIVER=smtp' });
    }
    // With the embedded database there is one process, and the secret it makes in DATA_DIR is as
    // private as the data beside it; processes sharing a PostgreSQL server must share one secret.
    if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required in production with DATABASE_URL: every process must sign sessions alike (e.g. `openssl rand -hex 32`)',
      });
    }
    // The development outbox page shows every e-mail (password-reset links too): never on a network.
    if (e.NODE_ENV === 'development' && e.HOST !== undefined && !isLoopbackHost(e.HOST)) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message:
          'must be a loopback address (127.0.0.1, ::1, localhost) in development, which serves the mail outbox at /dev/mail',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  baseUrl: string;
  /** How many reverse proxies stand in front (0: none); the client address is read behind them. */
  trustProxy: number;
  /** Development conveniences (the /dev/mail outbox page): development only, on loopback only. */
  devTools: boolean;
  logLevel: string;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  webDistDir: string;
  /** Whether the server works background jobs itself (always with PGlite). */
  jobsInServer: boolean;
  /** Analyses waiting beyond which a photo upload is refused (503, "try again in a few minutes"). */
  analysisMaxBacklog: number;
  auth: {
    /** Signs session cookies. Without AUTH_SECRET (development) one is made and kept in DATA_DIR. */
    secret: string | null;
    trustedOrigins: string[];
    emailVerification: boolean;
    policyVersion: string;
  };
  mail: { driver: 'outbox' } | { driver: 'smtp'; url: string };
  mailFrom: string;
  teamEmail: string;
  /** The IANA time zone the statistics count "today" and "this week" (from Monday) in. */
  timeZone: string;
  shop: {
    /** 'not-launched': checkout leads to the feedback survey instead of a payment (spec section 2, Survey). */
    mode: 'live' | 'not-launched';
    /** An external feedback form for /survey; without it, our own form. */
    surveyFormUrl: string | null;
  };
  payments: { provider: 'test' } | { provider: 'stripe'; secretKey: string; webhookSecret: string };
  /** Where stored files (photos) live: a local folder, or an S3-compatible object store. */
  storage:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      };
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty values count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '?');
        const got = cleaned[key];
        return `${key}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST ?? (e.NODE_ENV === 'development' ? '127.0.0.1' : '0.0.0.0'),
    port: e.PORT,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    devTools: e.NODE_ENV === 'development',
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    jobsInServer: e.JOBS_IN_SERVER || !e.DATABASE_URL,
    analysisMaxBacklog: e.ANALYSIS_MAX_BACKLOG,
    auth: {
      secret: e.AUTH_SECRET ?? null,
      trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      emailVerification: e.EMAIL_VERIFICATION,
      policyVersion: e.POLICY_VERSION,
    },
    mail: e.MAIL_DRIVER === 'smtp' && e.SMTP_URL ? { driver: 'smtp', url: e.SMTP_URL } : { driver: 'outbox' },
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    timeZone: e.TIME_ZONE,
    shop: { mode: e.SHOP_MODE, surveyFormUrl: e.SURVEY_FORM_URL ?? null },
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? { provider: 'stripe', secretKey: e.STRIPE_SECRET_KEY ?? '', webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '' }
        : { provider: 'test' },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: path.join(dataDir, 'files') },
  };
}

/**
 * For the entry points (server, worker, scripts): reads `.env` if present, then the config; a bad
 * setting prints the readable error and exits with status 1 instead of a stack trace.
 */
export function loadConfigOrExit(): Config {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
