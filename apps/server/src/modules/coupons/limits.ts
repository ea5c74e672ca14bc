import type { FastifyRequest } from 'fastify';
import { byIp, type FailureLimits, type LimitRule } from '../../plugins/rate-limit.js';

const byUser = (request: FastifyRequest) => request.auth?.userId ?? null;

/**
 * Wrong codes only: 32^6 codes is a finite space. Strict per account, generous per IP (an exam hall
 * shares one address), and a global ceiling against guessing spread over many accounts and addresses.
 */
export const couponFailureRules = (ipPerMinute: number): LimitRule[] => [
  { name: 'coupon-fail-user', max: 10, windowSeconds: 15 * 60, key: byUser },
  { name: 'coupon-fail-ip', max: Math.max(30, Math.floor(ipPerMinute / 4)), windowSeconds: 15 * 60, key: byIp },
  { name: 'coupon-fail-global', max: 1000, windowSeconds: 60, key: () => 'all' },
];

/** Counts a wrong code; reaching the global ceiling is logged, as it means guessing spread over many accounts. */
export async function countFailure(failures: FailureLimits, request: FastifyRequest): Promise<void> {
  const exceeded = await failures.fail(request);
  if (exceeded.includes('coupon-fail-global')) request.log.warn({ exceeded }, 'coupon code failures spiking: possible code guessing');
}
