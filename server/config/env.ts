import { z } from 'zod';
import { passwordLimits } from '#shared/contracts/auth.ts';
import type { Operator } from '#shared/site-info.ts';
import { geoipDatabases, isGeoipSetting } from './geoip-databases.ts';
import { operatorSettings } from './operator.ts';
import { sampleSupportEmail } from './sample-support-email.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * How a secret variable's value may appear in a start-up message: as the returned text, or
 * (undefined) not at all. Every other variable's bad value is quoted, to show what was read.
 */
type ShowSecret = (value: string) => string | undefined;
const secrets = z.registry<{ show: ShowSecret }>();

/** A credential: its value never appears in a message, whatever rule it breaks. */
function secret<T extends z.ZodType>(schema: T): T {
  secrets.add(schema, { show: () => undefined });
  return schema;
}

/** A URL that may carry a password: shown with the password masked, or not at all. */
function secretPassword<T extends z.ZodType>(schema: T): T {
  secrets.add(schema, { show: withoutPassword });
  return schema;
}

// Only a URL with a host has a place for the password that can be masked; any other value
// could hold it anywhere ("user:password@host" reads as a scheme and a path), so none of it shows.
function withoutPassword(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url?.host) return undefined;
  if (url.password) url.password = '***';
  return url.href;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: secretPassword(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SUPPORT_EMAIL: z.email().default(sampleSupportEmail),
  INTRO_VIDEO_ID: z
    .string()
    .regex(/^[\w-]{11}$/, 'must be a YouTube video id (11 letters, digits, - or _)')
    .optional(),
  API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(100 * 1024),
  GUIDE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(200 * 1024 * 1024)
    .default(25 * 1024 * 1024),
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  // The PDF worker (server/pdf-worker/): the heap each thread may use and the time a task may
  // take; the stamped copies kept in the database, in all.
  PDF_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  PDF_WORKER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  STAMPED_COPIES_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024 * 1024)
    .default(2 * 1024 * 1024 * 1024),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(4 * 1024 * 1024 * 1024)
    .default(64 * 1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.string().regex(/^\d$/)], {
      error: 'must be false, true (one proxy) or the number of proxies of yours (0 to 9)',
    })
    .default('false'),
  PAYMENTS: z.enum(['stripe', 'test']).optional(),
  STRIPE_SECRET_KEY: secret(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: secret(
    z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  ),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The sales tax rate the test provider pretends to charge when the tax setting is Stripe Tax.
  TEST_TAX_RATE_PERCENT: z.coerce.number().min(0).max(30).default(8.25),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: secret(z.string().min(1).optional()),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
  OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(300).optional(),
  OPERATOR_STATE: z.string().trim().min(2).max(60).optional(),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000_000).default(300),
  ANALYTICS_NEW_SESSIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000_000).default(20),
  GEOIP_DATABASE: z
    .string()
    .trim()
    .refine(isGeoipSetting, 'must be off or a comma-separated list of .mmdb files')
    .optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a Google tag measurement id like G-ABC123DEF4')
    .optional(),
  CLARITY_PROJECT_ID: z
    .string()
    .regex(
      /^[a-z0-9]{6,20}$/,
      'must be a Microsoft Clarity project id (lower-case letters and digits)',
    )
    .optional(),
  // `/metrics` (Prometheus): answered only to `Authorization: Bearer <token>`; off without one.
  METRICS_TOKEN: secret(z.string().min(16, 'must be at least 16 characters').optional()),
  // Backups (server/backups/): a copy of each also goes to S3-compatible storage with a bucket.
  BACKUP_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  BACKUP_S3_PREFIX: z.string().trim().max(200).default('backups/'),
  BACKUP_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** For storage other than AWS (MinIO, R2, B2): its endpoint, addressed by path. */
  BACKUP_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  BACKUP_S3_ACCESS_KEY_ID: secret(z.string().trim().min(1).optional()),
  BACKUP_S3_SECRET_ACCESS_KEY: secret(z.string().min(1).optional()),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email('must be an e-mail address'))
    .optional(),
  ADMIN_PASSWORD: secret(
    z
      .string()
      .min(passwordLimits.min, `must be at least ${passwordLimits.min} characters`)
      .max(passwordLimits.max, `must be at most ${passwordLimits.max} characters`)
      .optional(),
  ),
});

type Variable = keyof typeof envSchema.shape;

/** Every variable the configuration reads. */
export const configVariables = Object.keys(envSchema.shape) as Variable[];

/** The variables declared secret above: their values never appear in a message as read. */
export const secretVariables: ReadonlySet<string> = new Set(
  configVariables.filter((name) => secrets.has(envSchema.shape[name])),
);

function shownValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || !Object.hasOwn(envSchema.shape, name)) return value;
  const schema = envSchema.shape[name as Variable];
  const show = secrets.get(schema)?.show;
  return show ? show(value) : value;
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** Origin for canonical links, without a trailing slash. */
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  supportEmail: string;
  /** YouTube id of the home page's intro video; without one the video section shows its poster only. */
  introVideoId: string | null;
  apiBodyLimitBytes: number;
  /** The largest files the back office accepts: the guide PDF and each image. */
  uploads: { guideMaxBytes: number; imageMaxBytes: number };
  /** The PDF worker threads' limits: heap per thread, time per task. */
  pdfWorker: { memoryMb: number; timeoutMs: number };
  /** Bytes the stored stamped copies of the guide may take in all; the oldest go first. */
  stampedCopiesMaxBytes: number;
  pageCacheEntries: number;
  /** Bytes of HTML (plain and compressed) the page cache may hold in all. */
  pageCacheMaxBytes: number;
  shutdownTimeoutMs: number;
  /** Longest a database statement may run (PostgreSQL); the client gives up a little later. */
  databaseStatementTimeoutMs: number;
  /**
   * How many proxies of ours append to X-Forwarded-For in front of the server (0: none,
   * the socket's address is the client's). The client is that many entries from the right.
   */
  trustProxyHops: number;
  /** Which payment provider runs: Stripe with a key, else the built-in test provider. */
  payments: 'stripe' | 'test';
  /** PAYMENTS=test was set: the test provider runs on purpose, not for want of Stripe keys. */
  testPaymentsChosen: boolean;
  /** Set exactly when `payments` is 'stripe'. */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | undefined } | undefined;
  /**
   * The sales tax rate, in percent, the test provider simulates while the tax setting is Stripe
   * Tax (TEST_TAX_RATE_PERCENT): one rate for every address, nothing like Stripe's calculation.
   */
  testTaxRatePercent: number;
  /** Without a host, mail is written as .eml files under DATA_DIR/mail. */
  smtp:
    | {
        host: string;
        port: number;
        secure: boolean;
        user: string | undefined;
        password: string | undefined;
      }
    | undefined;
  /** MAIL_FROM: the From of every mail; unset, the brand (a setting) over the support address. */
  mailFrom: string | undefined;
  /**
   * MAIL_LEASE_MS: how long a claimed mail stays one worker's. After a crash its claimed mail
   * waits this long before another process (or the restarted one) sends it; it must outlast
   * any send, so a slow mail server is never raced by a second worker.
   */
  mailLeaseMs: number;
  /** Who runs the site: named by the legal pages and in every mail footer. */
  operator: Operator;
  analytics: {
    /** Raw analytics rows older than this many days are deleted; the daily rollups stay. */
    retentionDays: number;
    /** Tracker events one client may send per minute, across all instances. */
    rateLimitPerMinute: number;
    /** Sessions one client may open per hour, across all instances; events of more are dropped. */
    newSessionsPerHour: number;
    /** The tag service (Google tag) the tracker forwards to; off without it. */
    tagId: string | null;
    /** The session-analytics tool (Microsoft Clarity) the tracker forwards to; off without it. */
    sessionToolId: string | null;
    /**
     * The .mmdb files a visit's country and US state are looked up in (GEOIP_DATABASE), by
     * default the installed DB-IP Lite ones; null when off.
     */
    geoipDatabases: string[] | null;
  };
  /** The bearer token `/metrics` asks for; null keeps it off (404). */
  metricsToken: string | null;
  /**
   * Where backups also go (BACKUP_S3_*): S3-compatible storage, through the AWS SDK; null
   * keeps them in `$DATA_DIR/backups` alone. Without keys the SDK's own chain finds them.
   */
  backupStorage:
    | {
        bucket: string;
        prefix: string;
        region: string;
        endpoint: string | undefined;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
  /** The admin made at start while there is none (ADMIN_EMAIL, ADMIN_PASSWORD). Never logged. */
  initialAdmin: { email: string; password: string } | undefined;
  /** Things that work but that an operator should know, logged at warn at every start. */
  warnings: string[];
  /** Logged at start while a public site's pages still show the sample operator's details. */
  sampleOperatorWarning: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssue(
  issue: z.core.$ZodIssue,
  source: Record<string, string | undefined>,
): string {
  const name = String(issue.path[0] ?? 'environment');
  const value = shownValue(name, source[name]);
  return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
}

/** Reads and checks every environment variable; a bad value throws one line naming it. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in .env.example.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${parsed.error.issues.map((issue) => describeIssue(issue, source)).join('; ')}`,
    );
  }
  const env = parsed.data;
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const payments = choosePayments(env, siteUrl);
  const operator = operatorSettings(env, { url: siteUrl, isPublic: isPublicSite(siteUrl) });
  const initialAdmin = chooseInitialAdmin(env);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    siteUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    supportEmail: env.SUPPORT_EMAIL,
    introVideoId: env.INTRO_VIDEO_ID ?? null,
    apiBodyLimitBytes: env.API_BODY_LIMIT_BYTES,
    uploads: { guideMaxBytes: env.GUIDE_MAX_BYTES, imageMaxBytes: env.IMAGE_MAX_BYTES },
    pdfWorker: { memoryMb: env.PDF_WORKER_MEMORY_MB, timeoutMs: env.PDF_WORKER_TIMEOUT_MS },
    stampedCopiesMaxBytes: env.STAMPED_COPIES_MAX_BYTES,
    pageCacheEntries: env.PAGE_CACHE_ENTRIES,
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    trustProxyHops: trustProxyHops(env.TRUST_PROXY),
    payments: payments.name,
    testPaymentsChosen: env.PAYMENTS === 'test',
    stripe: payments.stripe,
    testTaxRatePercent: env.TEST_TAX_RATE_PERCENT,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: env.MAIL_FROM,
    mailLeaseMs: env.MAIL_LEASE_MS,
    operator: operator.operator,
    analytics: {
      retentionDays: env.ANALYTICS_RETENTION_DAYS,
      rateLimitPerMinute: env.ANALYTICS_RATE_LIMIT_PER_MINUTE,
      newSessionsPerHour: env.ANALYTICS_NEW_SESSIONS_PER_HOUR,
      tagId: env.GA_MEASUREMENT_ID ?? null,
      sessionToolId: env.CLARITY_PROJECT_ID ?? null,
      geoipDatabases: geoipDatabases(env.GEOIP_DATABASE),
    },
    metricsToken: env.METRICS_TOKEN ?? null,
    backupStorage: env.BACKUP_S3_BUCKET
      ? {
          bucket: env.BACKUP_S3_BUCKET,
          prefix: env.BACKUP_S3_PREFIX,
          region: env.BACKUP_S3_REGION,
          endpoint: env.BACKUP_S3_ENDPOINT,
          credentials:
            env.BACKUP_S3_ACCESS_KEY_ID && env.BACKUP_S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
                  secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
                }
              : undefined,
        }
      : undefined,
    initialAdmin: initialAdmin.admin,
    sampleOperatorWarning: operator.sampleWarning,
    warnings: [
      ...payments.warnings,
      ...initialAdmin.warnings,
      ...(env.SITE_URL === undefined && !isLoopbackHost(env.HOST)
        ? [
            `SITE_URL is not set while the server listens on ${env.HOST}: links, mail and the same-origin check use ${siteUrl}; set SITE_URL to the public address.`,
          ]
        : []),
    ],
  };
}

/**
 * The first admin comes from ADMIN_EMAIL with ADMIN_PASSWORD. An address without a password
 * is refused: it would start a site nobody can sign in to. A password alone is what
 * `npm run admin:create` reads, so it only earns a warning here.
 */
function chooseInitialAdmin(env: Env): { admin: Config['initialAdmin']; warnings: string[] } {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    return { admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }, warnings: [] };
  }
  if (env.ADMIN_EMAIL) {
    throw new ConfigError(
      `Invalid configuration: ADMIN_EMAIL needs ADMIN_PASSWORD (at least ${passwordLimits.min} characters) to make the first admin.`,
    );
  }
  return {
    admin: undefined,
    warnings: env.ADMIN_PASSWORD
      ? ['ADMIN_PASSWORD is set without ADMIN_EMAIL: no admin is made from it at start.']
      : [],
  };
}

function trustProxyHops(value: string): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return Number(value);
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function isLoopbackHost(host: string): boolean {
  return loopbackHosts.has(host.toLowerCase()) || host.startsWith('127.');
}

/** A site anyone can reach: served over https, or under a name other than this machine's. */
export function isPublicSite(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' || !isLoopbackHost(url.hostname);
}

/**
 * Fails closed: a public site never hands out the guide for free by accident. The test
 * provider runs there only when PAYMENTS=test says so, and then every start warns.
 */
function choosePayments(
  env: Env,
  siteUrl: string,
): { name: Config['payments']; stripe: Config['stripe']; warnings: string[] } {
  const key = env.STRIPE_SECRET_KEY;
  if (key && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: without it no payment made on Stripe Checkout completes its order.',
    );
  }
  if (key && env.STRIPE_WEBHOOK_SECRET && env.PAYMENTS !== 'test') {
    return {
      name: 'stripe',
      stripe: {
        secretKey: key,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      },
      warnings: [],
    };
  }
  if (env.PAYMENTS === 'stripe') {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
    );
  }
  if (env.PAYMENTS === 'test') {
    return {
      name: 'test',
      stripe: undefined,
      warnings: isPublicSite(siteUrl)
        ? [
            `PAYMENTS=test: the test payment provider runs on ${siteUrl}, and anyone can get the guide without paying.`,
          ]
        : [],
    };
  }
  if (isPublicSite(siteUrl)) {
    throw new ConfigError(
      `Invalid configuration: ${siteUrl} is a public site but STRIPE_SECRET_KEY is not set: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or PAYMENTS=test to run the free test provider on purpose.`,
    );
  }
  return { name: 'test', stripe: undefined, warnings: [] };
}
