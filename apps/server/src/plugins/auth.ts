import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessJwt } from '../lib/access-jwt.js';
import { AppError, notAuthenticated } from '../lib/app-error.js';

export type Role = 'student' | 'staff' | 'admin';
export interface AuthContext {
  userId: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller of a request that may be anonymous: null without a valid token. */
    optionalAuth(request: FastifyRequest): Promise<AuthContext | null>;
    /** The caller of a guarded request; 401 without a valid access token. */
    requireAuth(request: FastifyRequest): Promise<AuthContext>;
    /** An extra check on a verified access token (its session ended, a password change); the accounts module sets it. */
    accessTokenCheck: (claims: { sub: string; iat: number; sid?: string | undefined }) => Promise<boolean>;
  }
  interface FastifyRequest {
    auth: AuthContext | null | undefined;
  }
}

const tokenNotValid = () => new AppError(401, 'token_not_valid', 'errors:detail.token_not_valid');

/** Bearer access JWT (HS256, `typ: access`) → request.auth. */
export function registerAuth(app: FastifyInstance): void {
  const secret = Buffer.from(app.config.jwtSecret, 'utf8');
  app.decorate('accessTokenCheck', async () => true);
  app.decorateRequest('auth', undefined);

  const verify = async (request: FastifyRequest): Promise<AuthContext | null> => {
    if (request.auth !== undefined) return request.auth;
    const header = request.headers.authorization;
    if (!header) return (request.auth = null);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw tokenNotValid();
    const payload = verifyAccessJwt(match[1], secret);
    const role = payload?.['role'];
    const sid = payload?.['sid'];
    if (
      !payload ||
      typeof payload['sub'] !== 'string' ||
      typeof payload['iat'] !== 'number' ||
      (sid !== undefined && typeof sid !== 'string') ||
      (role !== 'student' && role !== 'staff' && role !== 'admin')
    ) {
      throw tokenNotValid();
    }
    if (!(await app.accessTokenCheck({ sub: payload['sub'], iat: payload['iat'], sid }))) throw tokenNotValid();
    return (request.auth = { userId: payload['sub'], role });
  };

  app.decorate('optionalAuth', async (request: FastifyRequest) => verify(request).catch(() => null));
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const auth = await verify(request);
    if (!auth) throw notAuthenticated();
    return auth;
  });
}
