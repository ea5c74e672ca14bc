import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  PaymentGatewayEnv,
  paymentGatewayConfig,
  requireMoyasarKeys,
  type PaymentGatewayConfig,
} from './modules/payment-gateway/config.js';
import type { S3Settings } from './lib/s3-storage.js';
import { parseSsoProviders, type SsoProviderConfig } from './modules/sso/config.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z.string().default('mizan:'),
  /** Per client IP on the account routes; high because a whole exam hall shares one NAT address. */
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Mizan <no-reply@mizan.local>'),
  ANALYTICS_SCRIPT_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOCALES_DIR: z.string().default(path.join(repoRoot, 'apps/web/public/locales')),
  /** API processes sharing the port (node:cluster); more than 1 needs DATABASE_URL (PGlite is one process). */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Bearer token of GET /metrics (Prometheus); unset → no metrics are collected and /metrics is 404. */
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  /** Shed load (503 + Retry-After) once the event loop lags this long; 0 turns shedding off. Default: see loadConfig. */
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).optional()),
  /** The issuer's name in Open Badges credentials and on the issuer profile. */
  CREDENTIAL_ISSUER_NAME: z.string().trim().min(1).max(200).default('Mizan — ميزان'),
  /** The seller on receipts (simplified tax invoices) and in their ZATCA QR code. */
  SELLER_NAME: z.string().trim().min(1).max(200).default('مؤسسة ميزان التجريبية'),
  /** The 15-digit VAT registration number (starts and ends with 3); the default is a demo placeholder. */
  SELLER_VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^3\d{13}3$/, 'must be 15 digits starting and ending with 3')
    .default('300000000000003'),
  /** VAT percent included in every plan price (Saudi consumer prices are VAT-inclusive). */
  VAT_RATE: z.coerce.number().min(0).max(100).default(15),
  /** An S3-compatible object store for uploaded files (all four or none; path-style addressing); unset → DATA_DIR/uploads. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  /** Webhook URLs on private, loopback or link-local addresses are refused unless this is true (always allowed under NODE_ENV=test). */
  WEBHOOKS_ALLOW_PRIVATE_URLS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  ...PaymentGatewayEnv.shape,
});

const S3_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite under dataDir (or in memory when dataDir is null). */
  databaseUrl: string | undefined;
  /** Keep PGlite in memory (tests). */
  inMemoryDatabase: boolean;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Webhooks may post to private and loopback addresses (tests, a receiver on the same network). */
  webhooksAllowPrivateUrls: boolean;
  rateLimitIpPerMinute: number;
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  analyticsScriptUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  seedDemo: boolean;
  webDistDir: string;
  localesDir: string;
  paymentGateway: PaymentGatewayConfig;
  /** Where uploaded files live: an S3-compatible store when configured, else DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  invoicing: InvoicingConfig;
  /** Name of the Open Badges issuer (its keys live in DATA_DIR/credential-keys). */
  credentialIssuerName: string;
  metricsToken: string | undefined;
  loadShedMaxEventLoopDelayMs: number;
  workers: number;
  version: string;
  /** OpenID Connect providers for single sign-on (SSO_PROVIDERS); empty = no sign-in buttons. */
  ssoProviders: SsoProviderConfig[];
}

export interface InvoicingConfig {
  sellerName: string;
  sellerVatNumber: string;
  /** VAT percent included in prices, e.g. 15. */
  vatRatePercent: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws ConfigError naming every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.superRefine(requireMoyasarKeys)
    .superRefine((e, ctx) => {
      if (e.WORKERS > 1 && !e.DATABASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['WORKERS'],
          message: 'more than 1 needs DATABASE_URL (the embedded database serves one process)',
        });
      }
    })
    .superRefine((e, ctx) => {
      // Half a store configuration would silently put files on one server's disk: all four or none.
      const set = S3_KEYS.filter((k) => e[k] !== undefined);
      if (set.length > 0 && set.length < S3_KEYS.length)
        for (const k of S3_KEYS.filter((k) => e[k] === undefined))
          ctx.addIssue({ code: 'custom', path: [k], message: `required with ${set.join(', ')} (all four S3 settings or none)` });
    })
    .safeParse(env);
  const sso = parseSsoProviders(env);
  if (!parsed.success || sso.problems.length) {
    const lines = [
      ...(parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)),
      ...sso.problems.map((p) => `  ${p}`),
    ];
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    webhooksAllowPrivateUrls: e.WEBHOOKS_ALLOW_PRIVATE_URLS === 'true' || e.NODE_ENV === 'test',
    rateLimitIpPerMinute: e.RATE_LIMIT_IP_PER_MINUTE,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    seedDemo: e.SEED_DEMO === 'true',
    webDistDir: e.WEB_DIST_DIR,
    localesDir: e.LOCALES_DIR,
    paymentGateway: paymentGatewayConfig(e, publicUrl, dataDir),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
          }
        : undefined,
    invoicing: { sellerName: e.SELLER_NAME, sellerVatNumber: e.SELLER_VAT_NUMBER, vatRatePercent: e.VAT_RATE },
    credentialIssuerName: e.CREDENTIAL_ISSUER_NAME,
    metricsToken: e.METRICS_TOKEN,
    // On the embedded database the lag IS the database: its queries run on this thread, so a queue of completions
    // shows as lag and shedding refused work the process was about to do (304 of 3,000 completes in one bench run).
    // There requests queue; PostgreSQL's processes shed past 1 s so their clients retry elsewhere instead of timing out.
    loadShedMaxEventLoopDelayMs: e.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? (e.DATABASE_URL ? 1000 : 0),
    workers: e.WORKERS,
    version: readVersion(),
    ssoProviders: sso.providers,
  };
}

/** Config for tests: in-memory database, quiet logs, fixed secret; override what a test needs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret!',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      MOYASAR_SECRET_KEY: 'sk_test_sandboxsecret',
      MOYASAR_PUBLISHABLE_KEY: 'pk_test_sandboxpublishable',
      MOYASAR_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
      SANDBOX_WEBHOOK_URL: 'off',
      // A shared test machine lags now and then: shedding is tested on its own (load-shedding.test.ts).
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    }),
    inMemoryDatabase: true,
    databaseUrl: undefined,
    seedDemo: false,
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
