import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../../lib/mail.js';
import { outboxRepo } from '../outbox/repo.js';
import { codesRepo } from './codes-repo.js';
import { oneTimeCodes } from './one-time-codes.js';
import { accountService, type AccountService } from './service.js';
import { sessions as createSessions, type Sessions } from './sessions.js';
import { sessionsRepo } from './sessions-repo.js';
import { SESSIONS_CHANNEL, tokenGate } from './token-gate.js';
import { usersRepo, type UsersRepo } from './users-repo.js';

const MAIL_JOB = 'mail';
const MailJobPayload = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() });

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface Accounts {
  service: AccountService;
  users: UsersRepo;
  sessions: Sessions;
}

/**
 * App-wide account plumbing, on the root instance: the mailer, and the access-token check the auth
 * plugin runs on every guarded request (tokens issued before a password change or reset are refused).
 */
export function attachAccounts(app: FastifyInstance): Accounts {
  const users = usersRepo(app.db);
  const gate = tokenGate(users.sessionState);
  app.accessTokenCheck = gate.check;
  const unlisten = app.database.notifications.listen(SESSIONS_CHANNEL, gate.forget, gate.clear);
  app.addHook('onClose', async () => unlisten());

  const mailer = createMailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    keepInOutbox: outboxRepo(app.db).insert,
    log: app.log,
    retryLater: (message) => app.jobs.enqueue(MAIL_JOB, message),
  });
  app.jobs.handle(MAIL_JOB, (payload) => mailer.deliver(MailJobPayload.parse(payload)));
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.drain());

  const secret = app.config.jwtSecret;
  const sessions = createSessions(sessionsRepo(app.db, app.database.notifications), secret, users.findById);
  const service = accountService({
    users,
    codes: oneTimeCodes(codesRepo(app.db), secret),
    sessions,
    mailer,
    publicUrl: app.config.publicUrl,
  });
  return { service, users, sessions };
}
