import { z } from 'zod';
import { paginated } from '../pagination.js';
import { plainText } from './common.js';

/** What Mizan posts to a subscriber. */
export const WEBHOOK_EVENT_TYPES = [
  'trial.completed',
  'result.released',
  'certificate.issued',
  'payment.paid',
  'payment.refunded',
  'user.created',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** http(s) only; private and loopback hosts are refused by the server in production. */
const WebhookUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .refine((u) => !/\s/.test(u), { message: 'invalid' });

export const AdminWebhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminWebhook = z.infer<typeof AdminWebhook>;
export const AdminWebhookListResponse = paginated(AdminWebhook);
export type AdminWebhookListResponse = z.infer<typeof AdminWebhookListResponse>;

export const CreateWebhookRequest = z.strictObject({
  url: WebhookUrl,
  description: plainText(200).optional(),
  events: z.array(WebhookEventType).min(1),
  active: z.boolean().optional(),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const UpdateWebhookRequest = z.strictObject({
  url: WebhookUrl.optional(),
  description: plainText(200).optional(),
  events: z.array(WebhookEventType).min(1).optional(),
  active: z.boolean().optional(),
});
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

/** The created subscription with its signing secret (`whsec_…`), the only time it is shown. */
export const CreatedWebhook = AdminWebhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: WebhookEventType,
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryListResponse = paginated(WebhookDelivery);
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponse>;

export const WebhookIdParams = z.strictObject({ id: z.uuid() });
export const WebhookDeliveryParams = z.strictObject({ id: z.uuid(), deliveryId: z.coerce.number().int().positive() });

/** The body of every post: `{id, type, created_at, data}`; `id` is the event's and stays the same on every retry. */
const envelope = <T extends z.ZodType>(type: WebhookEventType, data: T) =>
  z.object({ id: z.uuid(), type: z.literal(type), created_at: z.string(), data });

export const TrialCompletedData = z.object({
  trial_id: z.string(),
  quiz_id: z.number().int(),
  user_id: z.string(),
  completed_at: z.string(),
  /** True while written answers wait for marking (a `result.released` follows). */
  awaiting_marking: z.boolean(),
});
export const ResultReleasedData = z.object({
  trial_id: z.string(),
  quiz_id: z.number().int(),
  user_id: z.string(),
  score: z.number().nullable(),
  max_score: z.number().nullable(),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export const CertificateIssuedData = z.object({
  certificate_id: z.string(),
  trial_id: z.string(),
  quiz_id: z.number().int(),
  user_id: z.string(),
  verification_code: z.string(),
});
export const PaymentData = z.object({
  payment_id: z.string(),
  user_id: z.string(),
  plan_id: z.number().int(),
  amount_halalas: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export const UserCreatedData = z.object({ user_id: z.string(), email: z.string(), fullname: z.string(), role: z.string() });

export const WEBHOOK_PAYLOADS = {
  'trial.completed': envelope('trial.completed', TrialCompletedData),
  'result.released': envelope('result.released', ResultReleasedData),
  'certificate.issued': envelope('certificate.issued', CertificateIssuedData),
  'payment.paid': envelope('payment.paid', PaymentData),
  'payment.refunded': envelope('payment.refunded', PaymentData),
  'user.created': envelope('user.created', UserCreatedData),
} as const satisfies Record<WebhookEventType, z.ZodType>;
