import { describe, expect, it, vi } from 'vitest';
import { confirmPayment, FINALIZE_RETRY_MS, type ConfirmDeps } from './confirm-payment';

const ok = (status: number) => ({ data: { status, payment: {} } });
const request = { plan: 1, payment_id: 'pay_1', quiz: 7 };

function deps(save: Awaited<ReturnType<ConfirmDeps['save']>>, ...finalizes: Awaited<ReturnType<ConfirmDeps['finalize']>>[]) {
  const finalize = vi.fn<ConfirmDeps['finalize']>();
  for (const answer of finalizes) finalize.mockResolvedValueOnce(answer);
  return {
    signedIn: true,
    save: vi.fn<ConfirmDeps['save']>().mockResolvedValue(save),
    finalize,
    wait: vi.fn<ConfirmDeps['wait']>().mockResolvedValue(),
    onRetry: vi.fn(),
  };
}

describe('confirmPayment', () => {
  it('saves, then finalizes once when the first answer is final', async () => {
    const d = deps(ok(201), ok(200));
    expect(await confirmPayment(request, d)).toEqual({ ok: true });
    expect(d.save).toHaveBeenCalledWith(request);
    expect(d.finalize).toHaveBeenCalledWith({ payment_id: 'pay_1', immediate_finalization: true });
    expect(d.wait).not.toHaveBeenCalled();
  });

  it("answers our payment id (the receipt's) when finalize carries it", async () => {
    const d = deps(ok(201), { data: { status: 200, payment: { id: 'b0c1…' } } });
    expect(await confirmPayment(request, d)).toEqual({ ok: true, paymentId: 'b0c1…' });
  });

  it('retries finalization once, 5 s later, when it is still pending or failed', async () => {
    const d = deps(ok(202), ok(202), ok(201));
    expect(await confirmPayment(request, d)).toEqual({ ok: true });
    expect(d.wait).toHaveBeenCalledWith(FINALIZE_RETRY_MS);
    expect(d.onRetry).toHaveBeenCalledOnce();

    const e = deps(ok(201), { error: { status: 'FETCH_ERROR', error: '' } }, ok(200));
    expect(await confirmPayment(request, e)).toEqual({ ok: true });
  });

  it('fails with finalization_error when the retry fails too', async () => {
    const d = deps(ok(201), { error: { status: 503, data: {} } }, { error: { status: 503, data: {} } });
    expect(await confirmPayment(request, d)).toEqual({
      ok: false,
      error: { type: 'finalization_error', messageKey: 'errors.finalization' },
    });
    expect(d.finalize).toHaveBeenCalledTimes(2);
  });

  it('stops at a failed save with its classified error', async () => {
    const d = deps({ error: { status: 400, data: { error_code: 'payment_not_paid', detail: 'not paid' } } });
    const result = await confirmPayment(request, d);
    expect(result).toMatchObject({ ok: false, error: { type: 'validation_error', code: 'payment_not_paid', message: 'not paid' } });
    expect(d.finalize).not.toHaveBeenCalled();
  });

  it('does not retry an answer a retry cannot change', async () => {
    const d = deps(ok(201), { error: { status: 401, data: {} } });
    expect(await confirmPayment(request, d)).toMatchObject({ ok: false, error: { type: 'authentication_error' } });
    expect(d.finalize).toHaveBeenCalledOnce();
  });

  it('rejects an unexpected save status and missing ids before calling', async () => {
    expect(await confirmPayment(request, deps(ok(204)))).toMatchObject({ ok: false, error: { messageKey: 'errors.unexpectedStatus' } });
    const d = deps(ok(201));
    expect(await confirmPayment({ plan: 1, payment_id: '' }, d)).toMatchObject({
      ok: false,
      error: { messageKey: 'errors.planAndPaymentRequired' },
    });
    expect(d.save).not.toHaveBeenCalled();
    expect(await confirmPayment(request, { ...d, signedIn: false })).toMatchObject({ ok: false, error: { type: 'authentication_error' } });
  });
});
