import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { z } from 'zod';
import type { AdminLtiPassback } from '@mizan/contract/admin/lti';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { jobs } from '../../db/schema/jobs.js';
import { ltiLaunches, ltiPassbacks, ltiPlatforms, ltiResourceLinks } from '../../db/schema/lti.js';
import { quizzes, trials } from '../../db/schema/quizzes.js';
import { enqueueJob } from '../jobs/queue.js';
import type { AfterComplete } from '../trials/completion.js';
import type { GradedQuizzes } from './graded-quizzes.js';
import { SCOPE } from './claims.js';
import { LTI_ALG, signingKey } from './keys.js';

export const SCORE_JOB = 'lti_score';
const Payload = z.object({ trialId: z.uuid() });
const TIMEOUT_MS = 10_000;

/**
 * Queues the grade passback of a trial launched from an LMS (its user launched a link of its quiz that has a line
 * item); nothing for any other trial. On `db`, which may be the transaction that changed the score.
 */
export async function queuePassback(db: Db, trialId: string): Promise<boolean> {
  const [target] = await db
    .select({ platformId: ltiLaunches.platformId, sub: ltiLaunches.sub, lineItemUrl: ltiResourceLinks.lineItemUrl })
    .from(trials)
    .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.quizId, trials.quizId))
    .innerJoin(
      ltiLaunches,
      and(
        eq(ltiLaunches.platformId, ltiResourceLinks.platformId),
        eq(ltiLaunches.resourceLinkId, ltiResourceLinks.resourceLinkId),
        eq(ltiLaunches.userId, trials.userId),
      ),
    )
    .where(and(eq(trials.id, trialId), eq(trials.preview, false), sql`${ltiResourceLinks.lineItemUrl} is not null`))
    .orderBy(desc(ltiLaunches.lastAt))
    .limit(1);
  if (!target?.lineItemUrl) return false;
  await db
    .insert(ltiPassbacks)
    .values({ trialId, platformId: target.platformId, sub: target.sub, lineItemUrl: target.lineItemUrl })
    .onConflictDoUpdate({ target: ltiPassbacks.trialId, set: { status: 'pending', attempts: 0, lastError: null, updatedAt: sql`now()` } });
  await dropQueued(db, trialId);
  await enqueueJob(db, SCORE_JOB, { trialId });
  return true;
}

/** A newer send replaces one still waiting (its score would be the same or older). */
const dropQueued = (db: Db, trialId: string) =>
  db.delete(jobs).where(and(eq(jobs.kind, SCORE_JOB), sql`${jobs.payload}->>'trialId' = ${trialId}`));

/** The operator's "send again": a fresh job with fresh attempts. False when the trial has no passback. */
export async function sendAgain(db: Db, trialId: string): Promise<boolean> {
  const [row] = await db
    .update(ltiPassbacks)
    .set({ status: 'pending', attempts: 0, lastError: null, updatedAt: sql`now()` })
    .where(eq(ltiPassbacks.trialId, trialId))
    .returning({ trialId: ltiPassbacks.trialId });
  if (!row) return false;
  await dropQueued(db, trialId);
  await enqueueJob(db, SCORE_JOB, { trialId });
  return true;
}

export async function passbackList(db: Db, status: AdminLtiPassback['status'] | undefined, lang: Language): Promise<AdminLtiPassback[]> {
  const rows = await db
    .select({
      p: ltiPassbacks,
      platformName: ltiPlatforms.name,
      fullname: users.fullname,
      userId: users.id,
      quizId: quizzes.id,
      titleAr: quizzes.titleAr,
      titleEn: quizzes.titleEn,
    })
    .from(ltiPassbacks)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiPassbacks.platformId))
    .innerJoin(trials, eq(trials.id, ltiPassbacks.trialId))
    .innerJoin(users, eq(users.id, trials.userId))
    .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
    .where(status ? eq(ltiPassbacks.status, status) : undefined)
    .orderBy(desc(ltiPassbacks.updatedAt))
    .limit(500);
  return rows.map(({ p, ...r }) => ({
    trial: p.trialId,
    platform: { id: p.platformId, name: r.platformName },
    user: { id: r.userId, fullname: r.fullname },
    quiz: { id: r.quizId, title: lang === 'en' && r.titleEn ? r.titleEn : r.titleAr },
    status: p.status,
    attempts: p.attempts,
    last_error: p.lastError,
    score: p.lastScore,
    sent_at: p.sentAt?.toISOString() ?? null,
    updated_at: p.updatedAt.toISOString(),
  }));
}

/** `{lineitem}/scores`, keeping the line item URL's query (Canvas and Moodle put ids there). */
export function scoresUrl(lineItem: string): string {
  const url = new URL(lineItem);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** An OAuth2 access token by client credentials, our client assertion signed with our key (LTI Security §4.1). */
async function accessToken(db: Db, platform: PlatformRow, scope: string, fetchImpl: typeof fetch): Promise<string> {
  const { kid, key } = await signingKey(db);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: LTI_ALG, kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.authTokenAudience || platform.authTokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(key);
  const res = await fetchImpl(platform.authTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const body = (await res.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('token endpoint gave no access_token');
  return body.access_token;
}

export { accessToken as platformAccessToken };

/**
 * Sends the trial's score as it is now: final (FullyGraded with the score) once completed and marked, PendingManual
 * while essays wait for a person, nothing while the trial is still open.
 */
export async function sendScore(db: Db, trialId: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const [row] = await db
    .select({ p: ltiPassbacks, platform: ltiPlatforms, t: trials })
    .from(ltiPassbacks)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiPassbacks.platformId))
    .innerJoin(trials, eq(trials.id, ltiPassbacks.trialId))
    .where(eq(ltiPassbacks.trialId, trialId));
  if (!row || row.t.status !== 'completed') return;
  const pending = row.t.marking === 'pending';
  const score = {
    userId: row.p.sub,
    timestamp: new Date().toISOString(),
    activityProgress: 'Completed',
    gradingProgress: pending ? 'PendingManual' : 'FullyGraded',
    ...(!pending && row.t.score != null && row.t.maxScore != null ? { scoreGiven: row.t.score, scoreMaximum: row.t.maxScore } : {}),
  };
  try {
    const token = await accessToken(db, row.platform, SCOPE.score, fetchImpl);
    const res = await fetchImpl(scoresUrl(row.p.lineItemUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
      body: JSON.stringify(score),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`score endpoint answered ${res.status}`);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(ltiPassbacks)
      .set({ status: 'failed', attempts: sql`${ltiPassbacks.attempts} + 1`, lastError: message.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(ltiPassbacks.trialId, trialId));
    throw err;
  }
  await db
    .update(ltiPassbacks)
    .set({
      status: 'sent',
      attempts: sql`${ltiPassbacks.attempts} + 1`,
      lastError: null,
      lastScore: pending ? null : row.t.score,
      sentAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(ltiPassbacks.trialId, trialId));
}

/** Wires passback into the app: the job's handler and the completion hook (a released mark runs the same hook). */
export function attachLtiPassback(app: FastifyInstance, graded: GradedQuizzes): AfterComplete {
  app.jobs.handle(SCORE_JOB, async (payload) => sendScore(app.db, Payload.parse(payload).trialId));
  return async (trialId, trial) => {
    try {
      if (await graded.sendsGrades(trial.quizId)) await queuePassback(app.db, trialId);
    } catch (err) {
      app.log.warn({ err, trial: trialId }, 'LTI grade passback not queued');
      throw err; // tried again by the follow-up pass
    }
  };
}
