import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/accounts.js';
import { signAccessToken } from '../lib/tokens.js';
import type { Role } from '../plugins/auth.js';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
  /** Headers for app.inject as this user. */
  headers: { authorization: string };
}

/** A verified user inserted directly (no email round trip) with a valid access token. */
export async function createTestUser(
  app: FastifyInstance,
  options: { role?: Role; fullname?: string; email?: string } = {},
): Promise<TestUser> {
  const role = options.role ?? 'student';
  const email = options.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: 'not-a-real-hash',
      fullname: options.fullname ?? 'طالب تجريبي',
      role,
      isVerified: true,
      tokensValidAfter: new Date(Date.now() - 60_000),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  const token = await signAccessToken(app.config.jwtSecret, { id: row.id, role });
  return { id: row.id, email, role, token, headers: { authorization: `Bearer ${token}` } };
}
