import { z } from 'zod';
import { THREE_DS_FAILED, outcomeOf } from './cards.js';
import { toMoyasarJson, type MoyasarPaymentJson } from './payment-json.js';
import type { SandboxPaymentRow, SandboxRepo } from './repo.js';
import { MoyasarApiError, parseCard, parseOrder, validationFailed } from './validation.js';
import type { WebhookNotifier } from './webhooks.js';

/** The one-time code the simulated 3-D Secure step accepts. */
const SANDBOX_OTP = '123456';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RefundBody = z.object({ amount: z.coerce.number().int().min(1).optional() });

const notFound = () => new MoyasarApiError(404, 'record_not_found', 'Object not found');

export function createSandboxService(deps: { repo: SandboxRepo; publicUrl: string; notify: WebhookNotifier }) {
  const { repo, publicUrl, notify } = deps;
  const json = (row: SandboxPaymentRow) => toMoyasarJson(row, publicUrl);

  async function find(id: string): Promise<SandboxPaymentRow> {
    const row = UUID.test(id) ? await repo.find(id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    json,
    find,

    /** Validates order and card together (all errors at once, as Moyasar does) and starts a payment awaiting 3-D Secure. */
    async create(body: unknown, ip: string | null): Promise<SandboxPaymentRow> {
      const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const order = parseOrder(raw, publicUrl);
      const card = parseCard(raw['source']);
      if (!order.order || !card.card) throw validationFailed({ ...order.errors, ...card.errors });
      const outcome = outcomeOf(card.card.digits);
      return repo.insert({
        status: 'initiated',
        amount: order.order.amount,
        currency: order.order.currency,
        description: order.order.description,
        callbackUrl: order.order.callbackUrl,
        metadata: order.order.metadata,
        source: card.card.source,
        outcomeStatus: outcome.status,
        outcomeMessage: outcome.message,
        ip,
      });
    },

    /** Ends the 3-D Secure step; a wrong code leaves the payment initiated so the customer can retry. */
    async completeThreeDs(id: string, action: 'confirm' | 'cancel', otp: string): Promise<{ row: SandboxPaymentRow; wrongOtp: boolean }> {
      const row = await find(id);
      if (row.status !== 'initiated') return { row, wrongOtp: false };
      if (action === 'confirm' && otp.trim() !== SANDBOX_OTP) return { row, wrongOtp: true };
      const [status, message] = action === 'confirm' ? [row.outcomeStatus, row.outcomeMessage] : (['failed', THREE_DS_FAILED] as const);
      const settled = await repo.settle(id, status, message);
      if (!settled) return { row: await find(id), wrongOtp: false };
      notify(json(settled));
      return { row: settled, wrongOtp: false };
    },

    async refund(id: string, body: unknown): Promise<MoyasarPaymentJson> {
      const parsed = RefundBody.safeParse(body ?? {});
      if (!parsed.success) throw validationFailed({ amount: ['must be a positive integer'] });
      const row = await find(id);
      const amount = parsed.data.amount;
      if (row.status !== 'paid' && row.status !== 'refunded')
        throw new MoyasarApiError(400, 'invalid_request_error', `Cannot refund a ${row.status} payment`);
      const refunded = await repo.refund(id, amount);
      if (!refunded) throw validationFailed({ amount: ['exceeds the amount left to refund'] });
      notify(json(refunded), 'payment_refunded');
      return json(refunded);
    },
  };
}
export type SandboxService = ReturnType<typeof createSandboxService>;
