import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';
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
    /** An extra check on a verified access token (e.g. revoked by a password change); the accounts module sets it. */
    accessTokenCheck: (claims: { sub: string; iat: number }) => Promise<boolean>;
  }
  interface FastifyRequest {
    auth: AuthContext | null | undefined;
  }
}

const tokenNotValid = () => new AppError(401, 'token_not_valid', 'errors:detail.token_not_valid');

/** Bearer access JWT (HS256, `typ: access`) → request.auth. */
export function registerAuth(app: FastifyInstance): void {
  // Imported once: jose would otherwise import the raw secret into WebCrypto on every verification (half its cost).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(app.config.jwtSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  app.decorate('accessTokenCheck', async () => true);
  app.decorateRequest('auth', undefined);

  const verify = async (request: FastifyRequest): Promise<AuthContext | null> => {
    if (request.auth !== undefined) return request.auth;
    const header = request.headers.authorization;
    if (!header) return (request.auth = null);
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw tokenNotValid();
    try {
      const { payload } = await jwtVerify(match[1], await key, { algorithms: ['HS256'], typ: 'access' });
      const role = payload['role'];
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.iat !== 'number' ||
        (role !== 'student' && role !== 'staff' && role !== 'admin')
      ) {
        throw tokenNotValid();
      }
      if (!(await app.accessTokenCheck({ sub: payload.sub, iat: payload.iat }))) throw tokenNotValid();
      return (request.auth = { userId: payload.sub, role });
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof joseErrors.JOSEError) throw tokenNotValid();
      throw err;
    }
  };

  app.decorate('optionalAuth', async (request: FastifyRequest) => verify(request).catch(() => null));
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    const auth = await verify(request);
    if (!auth) throw notAuthenticated();
    return auth;
  });
}
