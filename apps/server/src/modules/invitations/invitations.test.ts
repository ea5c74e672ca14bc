import { Writable } from 'node:stream';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@mizan/contract/api-paths';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { invitations } from '../../db/schema/invitations.js';
import { jobs } from '../../db/schema/jobs.js';
import { openTestDatabase } from '../../test/app.js';
import { createTestUser, type TestUser } from '../../test/users.js';
import { uniqueEmail } from '../../test/accounts.js';

const PASSWORD = 'a long enough passphrase';
const TOKEN_IN_LINK = /\/invitation\/([A-Za-z0-9_-]{43})/;

/** Without SMTP_URL, so the mail goes through the development outbox and its log line, the riskier path for a secret. */
describe('invitations', () => {
  let app: FastifyInstance;
  let database: Database;
  let admin: TestUser;
  const lines: string[] = [];
  const tokensSeen: string[] = [];

  const call = (method: 'GET' | 'POST', path: string, payload?: object, user?: TestUser, lang: 'ar' | 'en' = 'en') =>
    app.inject({
      method,
      url: `/api/v1/${path}`,
      ...(payload ? { payload } : {}),
      headers: { 'accept-language': lang, ...(user ? user.headers : {}) },
    });
  const show = (token: string, lang: 'ar' | 'en' = 'en') =>
    call('GET', apiPaths.invitations.show.replace(':token', token), undefined, undefined, lang);
  const accept = (token: string, password = PASSWORD) => call('POST', apiPaths.invitations.accept, { token, password });
  /** Sends the queued invitation mails and answers the token in the latest one to `email`. */
  const mailedToken = async (email: string) => {
    await app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });
    while ((await app.jobs.runDue()) > 0);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const token = TOKEN_IN_LINK.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    tokensSeen.push(token);
    return { token, mail: mail! };
  };
  const invite = async (fullname = 'طالبة مدعوة') => {
    const email = uniqueEmail('invited');
    const res = await call('POST', apiPaths.admin.users, { email, fullname }, admin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'unverified', invited: true });
    return { email, id: res.json().id as string, ...(await mailedToken(email)) };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream });
    await app.ready();
    await app.jobs.close();
    admin = await createTestUser(app, { role: 'admin' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('an admin creating an account without a password invites the person by e-mail, in their language, right to left', async () => {
    const { mail, token } = await invite();
    expect(mail.subject).toBe('Your invitation to Mizan');
    expect(mail.text).toContain(`http://localhost:3000/invitation/${token}`);
    const [arabic] = await app.db
      .update(users)
      .set({ language: 'ar' })
      .where(eq(users.email, (await invite()).email))
      .returning();
    await call('POST', apiPaths.admin.userInvitation.replace(':id', arabic!.id), {}, admin);
    const { mail: arMail } = await mailedToken(arabic!.email);
    expect(arMail.subject).toBe('دعوة للانضمام إلى ميزان');
    expect(arMail.html).toContain('dir="rtl"');
  });

  it('shows who is invited, and accepting sets the password, verifies and signs in; the link then answers 410', async () => {
    const { email, token } = await invite('هدى صالح');
    expect((await show(token)).json()).toEqual({ fullname: 'هدى صالح', email });
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ access: expect.any(String), refresh: expect.any(String), user: { email, is_verified: true } });
    const me = await app.inject({ url: `/api/v1/${apiPaths.profile.me}`, headers: { authorization: `Bearer ${res.json().access}` } });
    expect(me.statusCode).toBe(200);
    const again = await accept(token, 'another long passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ detail: expect.stringMatching(/already been used/), error_code: 'invitation_used' });
    expect((await show(token, 'ar')).json().detail).toMatch(/استُخدمت هذه الدعوة/);
    const login = await call('POST', apiPaths.auth.login, { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const account = await call('GET', apiPaths.admin.user.replace(':id', login.json().user.id), undefined, admin);
    expect(account.json()).toMatchObject({ status: 'active', invited: false });
  });

  it('two accepts at once: one signs in, the other gets 410', async () => {
    const { token } = await invite();
    const codes = (await Promise.all([accept(token), accept(token)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 410]);
  });

  it('refuses an expired link, an unknown one, and a common password (without spending the link)', async () => {
    const { id, token } = await invite();
    expect((await accept(token, 'password123')).statusCode).toBe(400);
    await app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.userId, id));
    const expired = await show(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error_code).toBe('invitation_expired');
    expect((await accept(token)).statusCode).toBe(410);
    expect((await show('x'.repeat(43))).statusCode).toBe(404);
    expect((await show('short')).statusCode).toBe(404);
    expect((await accept('x'.repeat(43))).statusCode).toBe(404);
  });

  it('a resent invitation replaces the earlier link; it is admin only, audited, and refused once a password is set', async () => {
    const { id, email, token: first } = await invite();
    const path = apiPaths.admin.userInvitation.replace(':id', id);
    const staff = await createTestUser(app, { role: 'staff' });
    expect((await call('POST', path, {}, staff)).statusCode).toBe(403);
    const res = await call('POST', path, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { token: second } = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await show(first)).statusCode).toBe(404);
    expect((await accept(second)).statusCode).toBe(200);
    expect((await call('POST', path, {}, admin)).statusCode).toBe(409);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'send_invitation']);
  });

  it('never writes a token into the log, nor into the database or job queue', async () => {
    expect(tokensSeen.length).toBeGreaterThan(5);
    const log = lines.join('');
    expect(log).toContain('/invitations/[redacted]/');
    expect(log).toContain('kept in the development outbox: Your invitation to Mizan');
    const stored = JSON.stringify([await app.db.select().from(invitations), await app.db.select().from(jobs)]);
    for (const token of tokensSeen) {
      expect(log).not.toContain(token);
      expect(stored).not.toContain(token);
    }
  });
});
