import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebhookEventType } from '@mizan/contract/admin/webhooks';
import { webhookSubscriptions } from '../../db/schema/integrations.js';

/** Every process hears here that the subscriptions changed (the console's writes). */
export const WEBHOOKS_CHANNEL = 'webhook_subscriptions';

/**
 * The event types some active subscription wants, kept in process: completing a trial (a hot path) raises its events
 * only when someone listens, without a query to find out. Read again when the console changes a subscription (on
 * every process) or a message may have been missed.
 */
export function subscribedTypes(app: FastifyInstance) {
  let types: Promise<Set<string>> | null = null;
  const load = () => {
    const loading = app.db
      .select({ events: webhookSubscriptions.events })
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.active, true))
      .then((rows) => new Set(rows.flatMap((r) => r.events)));
    loading.catch(() => types === loading && (types = null));
    return loading;
  };
  // Read again at once (not at the next completion): the listening connection reports a reset when it first connects.
  const reload = () => void (types = load());
  const unlisten = app.database.notifications.listen(WEBHOOKS_CHANNEL, reload, reload);
  app.addHook('onClose', async () => unlisten());
  // Loaded with the app, so the first completions don't wait for it.
  app.addHook('onReady', async () => void (await (types ??= load()).catch(() => undefined)));
  return {
    async wanted(...candidates: WebhookEventType[]): Promise<boolean> {
      const set = await (types ??= load());
      return candidates.some((type) => set.has(type));
    },
  };
}
