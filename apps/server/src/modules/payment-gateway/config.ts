import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const MOYASAR_LIVE_API_BASE = 'https://api.moyasar.com/v1';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = (schema: z.ZodType<string>) => z.preprocess(emptyToUndefined, schema.optional());

export const PaymentGatewayEnv = z.object({
  PAYMENT_GATEWAY: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'moyasar']).default('sandbox')),
  MOYASAR_SECRET_KEY: optional(z.string().regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…')),
  MOYASAR_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_\w+$/, 'must look like pk_test_… or pk_live_…')),
  MOYASAR_API_BASE: optional(z.url({ protocol: /^https?$/ })),
  MOYASAR_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  /** Where the sandbox delivers its webhooks; `off` disables them. */
  SANDBOX_WEBHOOK_URL: optional(z.union([z.literal('off'), z.url({ protocol: /^https?$/ })])),
});

const MOYASAR_REQUIRED = ['MOYASAR_SECRET_KEY', 'MOYASAR_PUBLISHABLE_KEY', 'MOYASAR_WEBHOOK_SECRET'] as const;

/** Refinement for the environment schema: real Moyasar cannot run on invented keys. */
export function requireMoyasarKeys(e: z.infer<typeof PaymentGatewayEnv>, ctx: z.RefinementCtx): void {
  if (e.PAYMENT_GATEWAY !== 'moyasar') return;
  for (const key of MOYASAR_REQUIRED) {
    if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_GATEWAY=moyasar' });
  }
}

export interface PaymentGatewayConfig {
  kind: 'sandbox' | 'moyasar';
  secretKey: string;
  publishableKey: string;
  /** Moyasar REST base, ending in /v1 (no trailing slash). */
  apiBase: string;
  webhookSecret: string;
  /** Sandbox only: where payment events are posted; undefined = not sent. */
  sandboxWebhookUrl: string | undefined;
}

/**
 * Real Moyasar needs its keys and webhook secret given; the sandbox invents test keys on first start and
 * keeps them in DATA_DIR, so restarts (and several processes sharing DATA_DIR) agree on them.
 */
export function paymentGatewayConfig(e: z.infer<typeof PaymentGatewayEnv>, publicUrl: string, dataDir: string): PaymentGatewayConfig {
  const apiBase = (
    e.MOYASAR_API_BASE ?? (e.PAYMENT_GATEWAY === 'moyasar' ? MOYASAR_LIVE_API_BASE : `${publicUrl}/sandbox/moyasar/v1`)
  ).replace(/\/$/, '');
  if (e.PAYMENT_GATEWAY === 'moyasar') {
    return {
      kind: 'moyasar',
      secretKey: e.MOYASAR_SECRET_KEY!,
      publishableKey: e.MOYASAR_PUBLISHABLE_KEY!,
      apiBase,
      webhookSecret: e.MOYASAR_WEBHOOK_SECRET!,
      sandboxWebhookUrl: undefined,
    };
  }
  const generated =
    e.MOYASAR_SECRET_KEY && e.MOYASAR_PUBLISHABLE_KEY && e.MOYASAR_WEBHOOK_SECRET ? undefined : persistedSandboxKeys(dataDir);
  return {
    kind: 'sandbox',
    secretKey: e.MOYASAR_SECRET_KEY ?? generated!.secretKey,
    publishableKey: e.MOYASAR_PUBLISHABLE_KEY ?? generated!.publishableKey,
    apiBase,
    webhookSecret: e.MOYASAR_WEBHOOK_SECRET ?? generated!.webhookSecret,
    sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL === 'off' ? undefined : (e.SANDBOX_WEBHOOK_URL ?? `${publicUrl}/api/v1/payments/webhook/`),
  };
}

function persistedSandboxKeys(dataDir: string): { secretKey: string; publishableKey: string; webhookSecret: string } {
  const file = path.join(dataDir, 'sandbox-gateway-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof persistedSandboxKeys>;
  mkdirSync(dataDir, { recursive: true });
  const keys = {
    secretKey: `sk_test_${randomBytes(24).toString('hex')}`,
    publishableKey: `pk_test_${randomBytes(24).toString('hex')}`,
    webhookSecret: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
