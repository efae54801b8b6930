import { z } from 'zod';
import { product } from '#shared/product.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SUPPORT_EMAIL: z.email().default(product.supportEmail),
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
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  TRUST_PROXY: z.stringbool().default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  POSTAL_ADDRESS: z
    .string()
    .min(1)
    .max(300)
    .default('Child Support Defense, PO Box 0000, Austin, TX 78701'),
});

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
  pageCacheEntries: number;
  shutdownTimeoutMs: number;
  /** Read the client's address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Without a secret key, the built-in test payment provider runs. */
  stripe:
    | { secretKey: string; webhookSecret: string | undefined; apiUrl: string | undefined }
    | undefined;
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
  mailFrom: string;
  /** Postal address in the footer of marketing mail (CAN-SPAM). */
  postalAddress: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssue(
  issue: z.core.$ZodIssue,
  source: Record<string, string | undefined>,
): string {
  const name = String(issue.path[0] ?? 'environment');
  const value = source[name];
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
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    siteUrl: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    supportEmail: env.SUPPORT_EMAIL,
    introVideoId: env.INTRO_VIDEO_ID ?? null,
    apiBodyLimitBytes: env.API_BODY_LIMIT_BYTES,
    pageCacheEntries: env.PAGE_CACHE_ENTRIES,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: env.MAIL_FROM ?? `${product.brand} <${env.SUPPORT_EMAIL}>`,
    postalAddress: env.POSTAL_ADDRESS,
  };
}
