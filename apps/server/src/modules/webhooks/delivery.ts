import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema/integrations.js';
import { emitTrialEvents, DELIVERY_JOB, type DeliveryJob } from './events.js';
import { signatureHeader } from './signing.js';
import { subscribedTypes } from './subscribed-types.js';
import { resolvesPrivate } from './url-check.js';

/** A receiver must answer within this. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Retries (the job queue's exponential backoff) stop this long after the event or a "send again". */
export const RETRY_WINDOW_MS = 24 * 3_600_000;

class DeliveryFailed extends Error {}

/**
 * One delivery attempt per job run: 2xx is delivered; anything else (an error status, a timeout, a refused
 * connection) is recorded and thrown, so the queue retries it with backoff, until 24 hours have passed, when it is
 * recorded as failed. A delivered row is never posted again except by "send again".
 */
export function attachWebhooks(app: FastifyInstance) {
  const db = app.db;
  const subscriptions = subscribedTypes(app);
  app.jobs.handle(DELIVERY_JOB, async (payload) => {
    const job = payload as DeliveryJob & { resend?: boolean };
    const [row] = await db
      .select({ delivery: webhookDeliveries, event: webhookEvents, subscription: webhookSubscriptions })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
      .where(eq(webhookDeliveries.id, job.deliveryId));
    // Its subscription was deleted, or it got through already.
    if (!row || (row.delivery.status === 'delivered' && !job.resend)) return;
    const { event, subscription } = row;
    const body = JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data });
    let responseCode: number | null = null;
    let error: string | null = null;
    try {
      if (!app.config.webhooksAllowPrivateUrls && (await resolvesPrivate(subscription.url))) {
        error = 'private address refused';
      } else {
        const response = await fetch(subscription.url, {
          method: 'POST',
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Mizan-Webhooks/1',
            'mizan-event-id': event.id,
            'mizan-event-type': event.type,
            'mizan-signature': signatureHeader(subscription.secret, body, Math.floor(Date.now() / 1000)),
          },
        });
        responseCode = response.status;
        await response.body?.cancel().catch(() => undefined);
        if (response.status < 200 || response.status > 299) error = `HTTP ${response.status}`;
      }
    } catch (err) {
      error = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'connection failed';
    }
    const now = new Date();
    const givingUp = error !== null && now.getTime() - new Date(job.since).getTime() >= RETRY_WINDOW_MS;
    await db
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseCode,
        lastError: error,
        lastAttemptAt: now,
        status: error === null ? 'delivered' : givingUp ? 'failed' : 'pending',
        ...(error === null ? { deliveredAt: now } : {}),
      })
      .where(eq(webhookDeliveries.id, job.deliveryId));
    if (error !== null && !givingUp) throw new DeliveryFailed(error);
  });

  return {
    /** After a trial completes (or its last mark releases it): its events, beside the completion, not in its transaction. */
    afterComplete: async (trialId: string) => {
      if (!(await subscriptions.wanted('trial.completed', 'result.released'))) return;
      await emitTrialEvents(app.db, trialId).catch((err: unknown) => {
        app.log.error({ err, trial: trialId }, 'webhook event not raised');
        throw err; // tried again by the follow-up pass; the events are keyed by their trial
      });
    },
  };
}
