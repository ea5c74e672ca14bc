import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { groupMembers, groups, groupStaff } from '../../db/schema/groups.js';
import { ltiContexts, ltiLaunchCodes, ltiLaunches, ltiNonces, ltiPlatforms, ltiResourceLinks, ltiUsers } from '../../db/schema/lti.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { newJoinCode } from '../groups/join-code.js';
import { CLAIM, teaches } from './claims.js';
import { queueRosterSync } from './roster.js';

/** Why a login or launch was refused; the code names the page's message (`errors:lti.<code>`). */
export class LtiRefusal extends Error {
  constructor(
    readonly code:
      | 'bad_request'
      | 'unknown_platform'
      | 'bad_state'
      | 'bad_signature'
      | 'expired'
      | 'wrong_audience'
      | 'wrong_issuer'
      | 'bad_nonce'
      | 'replayed'
      | 'wrong_deployment'
      | 'unsupported_message'
      | 'no_quiz'
      | 'registration_link'
      | 'registration_failed'
      | 'instructors_only',
    readonly status = 400,
  ) {
    super(code);
  }
}

export type Platform = typeof ltiPlatforms.$inferSelect;

const STATE_TTL = '10m';
const CODE_TTL_MS = 2 * 60_000;
const hash = (code: string) => createHash('sha256').update(code).digest('base64url');

/** One remote key set per JWKS URL: jose caches the keys and refetches on an unknown kid (the platform rotated). */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => {
  let set = keySets.get(url);
  if (!set) keySets.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 5000 })));
  return set;
};

export interface LoginParams {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

export function ltiLaunchService(db: Db, secret: string, urls: { launch: string }) {
  // The state travels through the LMS and back instead of a cookie (Chromium drops third-party cookies in an
  // iframe): signed, short-lived, carrying the nonce the id_token must echo.
  const stateKey = createHash('sha256').update(`lti-state:${secret}`).digest();

  const platformFor = async (issuer: string, clientId?: string): Promise<Platform> => {
    const rows = await db
      .select()
      .from(ltiPlatforms)
      .where(clientId ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId)) : eq(ltiPlatforms.issuer, issuer));
    if (rows.length !== 1) throw new LtiRefusal('unknown_platform', 404);
    return rows[0]!;
  };

  return {
    /** OIDC third-party-initiated login: answers the platform's authorization URL to redirect to. */
    async login(params: LoginParams): Promise<string> {
      if (!params.iss || !params.login_hint || !params.target_link_uri) throw new LtiRefusal('bad_request');
      const platform = await platformFor(params.iss, params.client_id);
      const nonce = randomBytes(18).toString('base64url');
      const state = await new SignJWT({ pid: platform.id, nonce })
        .setProtectedHeader({ alg: 'HS256', typ: 'lti-state' })
        .setIssuedAt()
        .setExpirationTime(STATE_TTL)
        .sign(stateKey);
      const url = new URL(platform.authLoginUrl);
      const query = {
        scope: 'openid',
        response_type: 'id_token',
        response_mode: 'form_post',
        prompt: 'none',
        client_id: platform.clientId,
        redirect_uri: urls.launch,
        login_hint: params.login_hint,
        state,
        nonce,
        ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
      };
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return url.toString();
    },

    /** Validates a launch's id_token (signature by the platform's JWKS, issuer, audience, expiry, nonce, deployment). */
    async verify(idToken: string, state: string): Promise<{ platform: Platform; claims: JWTPayload }> {
      let pid: number;
      let nonce: string;
      try {
        const { payload } = await jwtVerify(state, stateKey, { algorithms: ['HS256'], typ: 'lti-state' });
        pid = Number(payload['pid']);
        nonce = String(payload['nonce']);
      } catch {
        throw new LtiRefusal('bad_state');
      }
      const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, pid));
      if (!platform) throw new LtiRefusal('unknown_platform', 404);
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, keySetOf(platform.jwksUrl), {
          issuer: platform.issuer,
          audience: platform.clientId,
          algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256'],
          clockTolerance: 30,
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new LtiRefusal('expired', 401);
        if (err instanceof joseErrors.JWTClaimValidationFailed) {
          if (err.claim === 'aud') throw new LtiRefusal('wrong_audience', 401);
          if (err.claim === 'iss') throw new LtiRefusal('wrong_issuer', 401);
          if (err.claim === 'exp' || err.claim === 'iat' || err.claim === 'nbf') throw new LtiRefusal('expired', 401);
        }
        throw new LtiRefusal('bad_signature', 401);
      }
      // Several audiences: the one it was issued for must be us (OIDC Core 3.1.3.7).
      if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims['azp'] !== platform.clientId)
        throw new LtiRefusal('wrong_audience', 401);
      if (claims['nonce'] !== nonce) throw new LtiRefusal('bad_nonce', 401);
      const deployment = claims[CLAIM.deploymentId];
      if (typeof deployment !== 'string' || !platform.deploymentIds.includes(deployment)) throw new LtiRefusal('wrong_deployment', 403);
      if (claims[CLAIM.version] !== '1.3.0') throw new LtiRefusal('bad_request');
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new LtiRefusal('bad_request');
      // A nonce is used once: a replayed id_token (and its state) finds it taken.
      await db.delete(ltiNonces).where(lt(ltiNonces.expiresAt, new Date()));
      const expires = new Date(Math.max((claims.exp ?? 0) * 1000, Date.now()) + 60 * 60_000);
      const [fresh] = await db
        .insert(ltiNonces)
        .values({ platformId: platform.id, nonce: String(claims['nonce']), expiresAt: expires })
        .onConflictDoNothing()
        .returning({ nonce: ltiNonces.nonce });
      if (!fresh) throw new LtiRefusal('replayed', 401);
      return { platform, claims };
    },

    /**
     * A resource-link launch: the LMS user becomes (or is) a Mizan account, the course its class (instructors as
     * staff, learners as members), the link remembers its quiz and line item. Answers a single-use code and where
     * the SPA goes.
     */
    async resourceLink(
      platform: Platform,
      claims: JWTPayload,
    ): Promise<{ code: string; next: string; userId: string; quizId: number; graded: boolean }> {
      if (claims[CLAIM.messageType] !== 'LtiResourceLinkRequest') throw new LtiRefusal('unsupported_message');
      const link = claims[CLAIM.resourceLink] as { id?: unknown } | undefined;
      if (!link || typeof link.id !== 'string') throw new LtiRefusal('bad_request');
      const teacher = teaches(claims[CLAIM.roles]);
      const sub = claims.sub!;

      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const userId = await linkUser(tx, platform, sub, claims, teacher);
        const quizId = await quizOf(tx, platform, link.id as string, claims);
        const ags = claims[CLAIM.ags] as { lineitem?: unknown } | undefined;
        const lineItem = typeof ags?.lineitem === 'string' ? ags.lineitem : null;
        await tx
          .insert(ltiResourceLinks)
          .values({ platformId: platform.id, resourceLinkId: link.id as string, quizId, lineItemUrl: lineItem })
          .onConflictDoUpdate({
            target: [ltiResourceLinks.platformId, ltiResourceLinks.resourceLinkId],
            set: { quizId, lineItemUrl: sql`coalesce(excluded.line_item_url, ${ltiResourceLinks.lineItemUrl})`, updatedAt: sql`now()` },
          });
        await tx
          .insert(ltiLaunches)
          .values({ platformId: platform.id, resourceLinkId: link.id as string, userId, sub })
          .onConflictDoUpdate({
            target: [ltiLaunches.platformId, ltiLaunches.resourceLinkId, ltiLaunches.userId],
            set: { lastAt: sql`now()`, sub },
          });
        await joinClass(tx, platform, claims, userId, teacher);

        const code = randomBytes(32).toString('base64url');
        await tx.delete(ltiLaunchCodes).where(lt(ltiLaunchCodes.expiresAt, new Date()));
        const next = teacher ? `/admin/quizzes/${quizId}` : `/quizzes/${quizId}`;
        await tx.insert(ltiLaunchCodes).values({ codeHash: hash(code), userId, next, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
        return { code, next, userId, quizId, graded: lineItem !== null };
      });
    },

    /** The SPA's exchange: the code's user and destination, once. */
    async exchange(code: string): Promise<{ userId: string; next: string } | null> {
      const [row] = await db
        .delete(ltiLaunchCodes)
        .where(and(eq(ltiLaunchCodes.codeHash, hash(code)), gt(ltiLaunchCodes.expiresAt, new Date())))
        .returning();
      return row ? { userId: row.userId, next: row.next } : null;
    },
  };
}

/**
 * The account of (platform, sub), created on first launch with the LMS's name and e-mail (verified: the LMS vouches
 * for it). An e-mail another account already has is not taken over: that account is not linked to a stranger's
 * LMS identity, and the new account gets an address of its own under `.invalid`.
 */
export async function linkUser(db: Db, platform: Platform, sub: string, claims: JWTPayload, teacher: boolean): Promise<string> {
  const [linked] = await db
    .select({ userId: ltiUsers.userId, role: users.role })
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId))
    .where(and(eq(ltiUsers.platformId, platform.id), eq(ltiUsers.sub, sub)));
  if (linked) {
    // An LMS instructor teaches in Mizan too; an admin stays an admin and nobody is demoted by a launch.
    if (teacher && linked.role === 'student') await db.update(users).set({ role: 'staff' }).where(eq(users.id, linked.userId));
    return linked.userId;
  }
  const name = [claims['name'], [claims['given_name'], claims['family_name']].filter(Boolean).join(' ')]
    .find((v): v is string => typeof v === 'string' && v.trim() !== '')
    ?.trim()
    .slice(0, 150);
  const claimed = typeof claims['email'] === 'string' && /^[^\s@]+@[^\s@]+$/.test(claims['email']) ? claims['email'].toLowerCase() : null;
  const taken = claimed
    ? (
        await db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${claimed}`)
      ).length > 0
    : true;
  const email =
    !taken && claimed ? claimed : `lti-${platform.id}-${createHash('sha256').update(sub).digest('hex').slice(0, 20)}@lti.invalid`;
  const [user] = await db
    .insert(users)
    .values({ email, fullname: name ?? email.split('@')[0]!, role: teacher ? 'staff' : 'student', isVerified: true, passwordHash: null })
    .returning({ id: users.id });
  await db.insert(ltiUsers).values({ platformId: platform.id, sub, userId: user!.id });
  return user!.id;
}

/** The quiz a link opens: the custom parameter `quiz_id` (deep linking writes it), else the link's remembered quiz. */
async function quizOf(db: Db, platform: Platform, resourceLinkId: string, claims: JWTPayload): Promise<number> {
  const custom = claims[CLAIM.custom] as Record<string, unknown> | undefined;
  let id = Number(custom?.['quiz_id']);
  if (!Number.isInteger(id) || id < 1) {
    const target = claims[CLAIM.targetLinkUri];
    const fromTarget = typeof target === 'string' ? /[?&]quiz=(\d+)/.exec(target)?.[1] : undefined;
    id = Number(fromTarget);
  }
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    const [known] = await db
      .select({ quizId: ltiResourceLinks.quizId })
      .from(ltiResourceLinks)
      .where(and(eq(ltiResourceLinks.platformId, platform.id), eq(ltiResourceLinks.resourceLinkId, resourceLinkId)));
    if (!known) throw new LtiRefusal('no_quiz', 404);
    id = known.quizId;
  }
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, id));
  if (!quiz) throw new LtiRefusal('no_quiz', 404);
  return quiz.id;
}

/** The course's class (made on its first launch, named after it); the user joins it as staff or student. */
async function joinClass(db: Db, platform: Platform, claims: JWTPayload, userId: string, teacher: boolean): Promise<void> {
  const context = claims[CLAIM.context] as { id?: unknown; title?: unknown; label?: unknown } | undefined;
  if (!context || typeof context.id !== 'string') return;
  const nrps = claims[CLAIM.nrps] as { context_memberships_url?: unknown } | undefined;
  const membershipsUrl = typeof nrps?.context_memberships_url === 'string' ? nrps.context_memberships_url : null;
  const groupId = await classOf(db, platform, context.id, String(context.title ?? context.label ?? context.id), membershipsUrl);
  if (teacher) await db.insert(groupStaff).values({ groupId, userId }).onConflictDoNothing();
  else await db.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing();
  // An instructor's launch brings the whole roster in (Names and Role Provisioning), as a durable job.
  if (teacher && membershipsUrl) await queueRosterSync(db, platform.id, context.id);
}

export async function classOf(
  db: Db,
  platform: Platform,
  contextId: string,
  title: string,
  membershipsUrl: string | null,
): Promise<number> {
  const [known] = await db
    .select({ groupId: ltiContexts.groupId })
    .from(ltiContexts)
    .where(and(eq(ltiContexts.platformId, platform.id), eq(ltiContexts.contextId, contextId)));
  if (known) {
    if (membershipsUrl)
      await db
        .update(ltiContexts)
        .set({ membershipsUrl })
        .where(and(eq(ltiContexts.platformId, platform.id), eq(ltiContexts.contextId, contextId)));
    return known.groupId;
  }
  const [group] = await db
    .insert(groups)
    .values({ nameAr: title.slice(0, 120), nameEn: title.slice(0, 120), joinCode: newJoinCode() })
    .returning({ id: groups.id });
  await db.insert(ltiContexts).values({ platformId: platform.id, contextId, groupId: group!.id, membershipsUrl });
  return group!.id;
}
