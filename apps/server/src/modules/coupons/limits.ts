import type { FastifyInstance, FastifyRequest } from 'fastify';
import { byIp } from '../../plugins/rate-limit.js';

const byUser = (request: FastifyRequest) => request.auth?.userId ?? null;
const WINDOW_SECONDS = 15 * 60;
const PER_ACCOUNT = 10;

export interface CouponLimits {
  /** A hook: notes the account at its address, then refuses (429) while a failure budget is spent. */
  guard(request: FastifyRequest): Promise<void>;
  /** Counts a wrong code. */
  fail(request: FastifyRequest): Promise<void>;
}

/**
 * Wrong codes only: 32^6 codes is a finite space. Strict per account (10 per 15 minutes, the correct code
 * included once spent), and a global ceiling against guessing spread over many accounts and addresses. The
 * per-address budget is proportional: a base plus an account's budget for every account seen entering codes
 * there, so one student cannot lock a whole exam hall behind one NAT address out, while guessing from one
 * address still needs a verified account per 10 tries. Counters are shared by every process (rate-limit store).
 */
export function couponLimits(app: FastifyInstance): CouponLimits {
  const base = Math.max(30, Math.floor(app.config.rateLimitIpPerMinute / 4));
  const sightings = app.counter({
    name: 'coupon-ip-account',
    windowSeconds: WINDOW_SECONDS,
    key: (request) => (request.auth ? `${request.ip}:${request.auth.userId}` : null),
  });
  const accountsAtIp = app.counter({ name: 'coupon-ip-accounts', windowSeconds: WINDOW_SECONDS, key: byIp });
  const failures = app.failureLimits([
    { name: 'coupon-fail-user', max: PER_ACCOUNT, windowSeconds: WINDOW_SECONDS, key: byUser },
    {
      name: 'coupon-fail-ip',
      max: async (request) => base + PER_ACCOUNT * (await accountsAtIp.read(request)),
      windowSeconds: WINDOW_SECONDS,
      key: byIp,
    },
    { name: 'coupon-fail-global', max: 1000, windowSeconds: 60, key: () => 'all' },
  ]);
  return {
    async guard(request) {
      if ((await sightings.add(request)) === 1) await accountsAtIp.add(request);
      await failures.guard(request);
    },
    async fail(request) {
      const exceeded = await failures.fail(request);
      // Reaching the global ceiling means guessing spread over many accounts.
      if (exceeded.includes('coupon-fail-global')) request.log.warn({ exceeded }, 'coupon code failures spiking: possible code guessing');
    },
  };
}
