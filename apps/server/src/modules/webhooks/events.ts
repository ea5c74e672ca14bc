import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@mizan/contract/admin/webhooks';
import type { Db } from '../../db/client.js';
import { trials } from '../../db/schema/quizzes.js';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema/integrations.js';
import { jobs } from '../../db/schema/jobs.js';

export const DELIVERY_JOB = 'webhook-delivery';
/** The 24 hours of retries end a delivery, not the queue's attempt count: this only bounds a runaway. */
export const DELIVERY_MAX_ATTEMPTS = 100;

export interface DeliveryJob {
  deliveryId: number;
  /** When this series of attempts began (the event, or a "send again"); it gives up 24 hours later. */
  since: string;
}

/**
 * Raises an event once (`dedupeKey`) on `db`, which should be the transaction of the change it reports: the event
 * and its delivery jobs then exist exactly when the change does. One delivery row and one job per active
 * subscription to `type`; nothing is stored when nobody subscribes.
 */
export async function emitWebhookEvent(db: Db, type: WebhookEventType, dedupeKey: string, data: Record<string, unknown>): Promise<void> {
  await emitWebhookEvents(db, type, [{ dedupeKey, data }]);
}

/** Many events of one type in a few statements (a roster import's accounts); otherwise as emitWebhookEvent. */
export async function emitWebhookEvents(
  db: Db,
  type: WebhookEventType,
  events: readonly { dedupeKey: string; data: Record<string, unknown> }[],
): Promise<void> {
  if (events.length === 0) return;
  const subscribers = await db
    .select({ id: webhookSubscriptions.id })
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.active, true), sql`${type} = any(${webhookSubscriptions.events})`));
  if (subscribers.length === 0) return;
  const inserted = await db
    .insert(webhookEvents)
    .values(events.map((e) => ({ type, dedupeKey: e.dedupeKey, data: e.data })))
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) return;
  const deliveries = await db
    .insert(webhookDeliveries)
    .values(inserted.flatMap((event) => subscribers.map((s) => ({ eventId: event.id, subscriptionId: s.id }))))
    .returning({ id: webhookDeliveries.id, eventId: webhookDeliveries.eventId });
  const createdAt = new Map(inserted.map((e) => [e.id, e.createdAt.toISOString()]));
  await db.insert(jobs).values(
    deliveries.map((d) => ({
      kind: DELIVERY_JOB,
      payload: { deliveryId: d.id, since: createdAt.get(d.eventId)! } satisfies DeliveryJob,
      maxAttempts: DELIVERY_MAX_ATTEMPTS,
    })),
  );
}

/** `trial.completed`, and `result.released` once its result is final (at once, or when its last mark releases it). */
export async function emitTrialEvents(db: Db, trialId: string): Promise<void> {
  const [trial] = await db
    .select({
      id: trials.id,
      quizId: trials.quizId,
      userId: trials.userId,
      completedAt: trials.completedAt,
      marking: trials.marking,
      score: trials.score,
      maxScore: trials.maxScore,
      percentage: trials.percentage,
      passed: trials.passed,
    })
    .from(trials)
    .where(and(eq(trials.id, trialId), eq(trials.status, 'completed'), eq(trials.preview, false)));
  if (!trial) return;
  const base = { trial_id: trial.id, quiz_id: trial.quizId, user_id: trial.userId };
  const awaiting = trial.marking === 'pending';
  await emitWebhookEvent(db, 'trial.completed', `trial.completed:${trial.id}`, {
    ...base,
    completed_at: (trial.completedAt ?? new Date()).toISOString(),
    awaiting_marking: awaiting,
  });
  if (!awaiting) {
    await emitWebhookEvent(db, 'result.released', `result.released:${trial.id}`, {
      ...base,
      score: trial.score,
      max_score: trial.maxScore,
      percentage: trial.percentage,
      passed: trial.passed,
    });
  }
}

export function emitCertificateIssued(
  db: Db,
  certificate: { id: string; trialId: string; quizId: number; userId: string; verificationCode: string },
): Promise<void> {
  return emitWebhookEvent(db, 'certificate.issued', `certificate.issued:${certificate.id}`, {
    certificate_id: certificate.id,
    trial_id: certificate.trialId,
    quiz_id: certificate.quizId,
    user_id: certificate.userId,
    verification_code: certificate.verificationCode,
  });
}

export function emitPaymentEvent(
  db: Db,
  type: 'payment.paid' | 'payment.refunded',
  payment: { id: string; userId: string; planId: number; amountHalalas: number; currency: string; status: string },
): Promise<void> {
  return emitWebhookEvent(db, type, `${type}:${payment.id}`, {
    payment_id: payment.id,
    user_id: payment.userId,
    plan_id: payment.planId,
    amount_halalas: payment.amountHalalas,
    currency: payment.currency,
    status: payment.status,
  });
}

type NewUserEvent = { id: string; email: string; fullname: string; role: string };
const userCreated = (user: NewUserEvent) => ({
  dedupeKey: `user.created:${user.id}`,
  data: { user_id: user.id, email: user.email, fullname: user.fullname, role: user.role },
});

export function emitUserCreated(db: Db, user: NewUserEvent): Promise<void> {
  return emitWebhookEvents(db, 'user.created', [userCreated(user)]);
}

export function emitUsersCreated(db: Db, users: readonly NewUserEvent[]): Promise<void> {
  return emitWebhookEvents(db, 'user.created', users.map(userCreated));
}
