import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { plans } from '../../db/schema/payments.js';
import { insertQuiz } from '../../seed/quizzes/insert-quiz.js';
import { settledPayment, type SandboxServer } from '../sandbox-gateway/testing.js';
import { gradedQuiz } from '../trials/test-quizzes.js';
import type { TestUser } from '../../test/users.js';

// Tests read response bodies loosely; the contract's schemas already check their shape on the server.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = Record<string, any>;

export const APPROVED_CARD = { number: '4111111111111111' };
export const DECLINED_CARD = { number: '4123120001090109' };

/** A client speaking to the sandbox server over real HTTP, holding the CSRF cookie the plans call sets. */
export async function httpClient(sandbox: SandboxServer) {
  const plansResponse = await fetch(`${sandbox.baseUrl}/api/v1/payments/plans/?limit=1&offset=0`);
  const csrf = /csrftoken=([^;]+)/.exec(plansResponse.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return {
    csrf,
    async call(
      method: 'GET' | 'POST',
      path: string,
      user: TestUser | null,
      body?: unknown,
      options: { csrf?: string | null; lang?: string } = {},
    ) {
      const token = options.csrf === undefined ? csrf : options.csrf;
      const res = await fetch(`${sandbox.baseUrl}/api/v1/${path}`, {
        method,
        headers: {
          'accept-language': options.lang ?? 'en',
          cookie: `csrftoken=${csrf}`,
          ...(token ? { 'x-csrftoken': token } : {}),
          ...(user ? user.headers : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as LooseJson };
    },
  };
}
export type HttpClient = Awaited<ReturnType<typeof httpClient>>;

export async function insertPlan(database: Database, numberOfQuizzes: number, priceHalalas: number): Promise<number> {
  const [row] = await database.db
    .insert(plans)
    .values({ nameAr: `باقة ${numberOfQuizzes}`, nameEn: `Plan ${numberOfQuizzes}`, priceHalalas, numberOfQuizzes })
    .returning({ id: plans.id });
  return row!.id;
}

export const paidQuiz = async (database: Database) =>
  (await insertQuiz(database.db, gradedQuiz({ access: 'paid', priceHalalas: 4900 }, 2))).id;

export interface PaymentOptions {
  user: TestUser;
  plan: number;
  amount: number;
  quiz?: number;
  coupon?: string;
  card?: { number: string };
  metadata?: Record<string, string>;
}

/** A settled sandbox payment carrying the metadata the web client sends; answers the gateway's id. */
export function pay(sandbox: SandboxServer, o: PaymentOptions): Promise<string> {
  const metadata = {
    user_id: o.user.id,
    plan_id: String(o.plan),
    ...(o.quiz ? { quiz_id: String(o.quiz) } : {}),
    ...(o.coupon ? { coupon_code: o.coupon } : {}),
    ...o.metadata,
  };
  return settledPayment(sandbox, o.card ?? APPROVED_CARD, { amount: o.amount, metadata, description: `test ${randomUUID().slice(0, 8)}` });
}

/** A signed `payment_paid` event carrying the gateway's own record, posted as the gateway would. */
export async function postPaidWebhook(sandbox: SandboxServer, client: HttpClient, id: string) {
  const basic = `Basic ${Buffer.from(`${sandbox.app.config.paymentGateway.secretKey}:`).toString('base64')}`;
  const data = await (await fetch(`${sandbox.baseUrl}/sandbox/moyasar/v1/payments/${id}`, { headers: { authorization: basic } })).json();
  const secret_token = sandbox.app.config.paymentGateway.webhookSecret;
  const body = { id: `evt-${id}`, type: 'payment_paid', created_at: new Date().toISOString(), secret_token, live: false, data };
  return client.call('POST', 'payments/webhook/', null, body, { csrf: null });
}

export async function countRows(database: Database, table: 'entitlements' | 'payments' | 'trials' | 'coupon_redemptions', userId: string) {
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}::uuid`,
  );
  return row?.n ?? 0;
}
