import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.js';
import { ltiPlatforms } from '../../db/schema/lti.js';
import { quizzes } from '../../db/schema/quizzes.js';
import { CLAIM, teaches } from './claims.js';
import { LTI_ALG, signingKey } from './keys.js';
import { LtiRefusal, type Platform } from './launch.js';

/** The picker's session, signed into its form (no cookie in the LMS iframe): who picks, for which platform, where to return. */
interface PickerContext {
  pid: number;
  deployment: string;
  returnUrl: string;
  data?: string;
}

const keyOf = (secret: string) => createHash('sha256').update(`lti-deep-linking:${secret}`).digest();

export interface PickableQuiz {
  id: number;
  titleAr: string;
  titleEn: string;
}

/** A deep-linking request from an instructor: the picker's signed context and the published quizzes to pick from. */
export async function startPicker(db: Db, secret: string, platform: Platform, claims: JWTPayload) {
  if (!teaches(claims[CLAIM.roles])) throw new LtiRefusal('instructors_only', 403);
  const settings = claims[CLAIM.deepLinkingSettings] as
    { deep_link_return_url?: unknown; data?: unknown; accept_types?: unknown } | undefined;
  if (!settings || typeof settings.deep_link_return_url !== 'string') throw new LtiRefusal('bad_request');
  if (Array.isArray(settings.accept_types) && !settings.accept_types.includes('ltiResourceLink'))
    throw new LtiRefusal('unsupported_message');
  const context: PickerContext = {
    pid: platform.id,
    deployment: String(claims[CLAIM.deploymentId]),
    returnUrl: settings.deep_link_return_url,
    ...(typeof settings.data === 'string' ? { data: settings.data } : {}),
  };
  const token = await new SignJWT({ ...context })
    .setProtectedHeader({ alg: 'HS256', typ: 'lti-picker' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(keyOf(secret));
  const list: PickableQuiz[] = await db
    .select({ id: quizzes.id, titleAr: quizzes.titleAr, titleEn: quizzes.titleEn })
    .from(quizzes)
    .where(and(eq(quizzes.published, true), isNull(quizzes.archivedAt)))
    .orderBy(asc(quizzes.titleAr))
    .limit(500);
  return { token, quizzes: list };
}

/**
 * The instructor's pick: a signed LtiDeepLinkingResponse carrying one ltiResourceLink (the quiz, with a line item so
 * grades come back), and the platform's return URL to post it to.
 */
export async function pickQuiz(db: Db, secret: string, token: string, quizId: number, launchUrl: string) {
  let context: PickerContext;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], typ: 'lti-picker' });
    context = payload as unknown as PickerContext;
  } catch {
    throw new LtiRefusal('bad_state');
  }
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, context.pid));
  if (!platform) throw new LtiRefusal('unknown_platform', 404);
  const [quiz] = await db
    .select({ id: quizzes.id, titleAr: quizzes.titleAr, titleEn: quizzes.titleEn })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.published, true)));
  if (!quiz) throw new LtiRefusal('no_quiz', 404);
  const title = quiz.titleEn || quiz.titleAr;
  const { kid, key } = await signingKey(db);
  const jwt = await new SignJWT({
    nonce: randomUUID(),
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: context.deployment,
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [
      {
        type: 'ltiResourceLink',
        title,
        text: quiz.titleAr,
        url: launchUrl,
        custom: { quiz_id: String(quiz.id) },
        lineItem: { scoreMaximum: 100, label: title, resourceId: `mizan-quiz-${quiz.id}`, tag: 'mizan' },
      },
    ],
    ...(context.data !== undefined ? { 'https://purl.imsglobal.org/spec/lti-dl/claim/data': context.data } : {}),
  })
    .setProtectedHeader({ alg: LTI_ALG, kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
  return { jwt, returnUrl: context.returnUrl };
}
