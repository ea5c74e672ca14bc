import { emitUserCreated } from '../webhooks/events.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '@mizan/contract/api-paths';
import {
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserParams,
  CreateAdminUserRequest,
  UpdateAdminUserRequest,
  type AdminUserStatus,
} from '@mizan/contract/admin/users';
import { MessageResponse } from '@mizan/contract/auth';
import type { Db } from '../../db/client.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { assertPasswordAllowed } from '../accounts/password-policy.js';
import { isUniqueViolation } from '../accounts/users-repo.js';
import { users } from '../../db/schema/accounts.js';
import { pageOf, pageWindow } from '../../plugins/pagination.js';
import { actorOf } from '../../plugins/operator.js';
import type { AccountService } from '../accounts/service.js';
import { SESSIONS_CHANNEL } from '../accounts/token-gate.js';
import { toAdminAccommodation } from '../accommodations/admin-routes.js';
import { accommodationsRepo } from '../accommodations/repo.js';
import { recordAudit } from '../audit/recorder.js';
import { invitationsRepo } from '../invitations/repo.js';
import { adminUsersRepo, type AdminUserRow } from './repo.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const config = { adminOnly: true };
const route = (path: string) => `/${path}`;
const notYourself = () => new AppError(409, 'conflict', 'admin-errors:users.not_yourself');
const alreadyVerified = () => new AppError(409, 'conflict', 'admin-errors:users.already_verified');
const hasPassword = () => new AppError(409, 'conflict', 'admin-errors:users.has_password');
const deactivated = () => new AppError(409, 'conflict', 'admin-errors:users.deactivated');

const statusOf = (row: AdminUserRow): AdminUserStatus => (row.deactivatedAt ? 'deactivated' : row.isVerified ? 'active' : 'unverified');
const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  phone: row.phone,
  role: row.role,
  status: statusOf(row),
  language: row.language,
  date_joined: row.dateJoined.toISOString(),
  deactivated_at: row.deactivatedAt?.toISOString() ?? null,
  trials_count: row.trialsCount,
  invited: row.passwordHash === null,
});

/** admin/users/…: accounts, their activity, roles and deactivation. Admins only: staff never manage people. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  const repo = adminUsersRepo(app.db);
  const found = async (id: string) => {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return row;
  };

  app.get(
    route(apiPaths.admin.users),
    { config, schema: { tags, security, querystring: AdminUserListQuery, response: { 200: AdminUserListResponse } } },
    async (request) => {
      const window = pageWindow(request.query, 25, 100);
      const { rows, count } = await repo.page(request.query, window.limit, window.offset);
      return pageOf(request, window, count, rows.map(toAdminUser));
    },
  );

  app.post(
    route(apiPaths.admin.users),
    { config, schema: { tags, security, body: CreateAdminUserRequest, response: { 201: AdminUser } } },
    async (request, reply) => {
      const { email, fullname, phone, role, password } = request.body;
      if (password !== undefined) assertPasswordAllowed(password, 'password');
      // Without a password the person is invited to choose one, and counts as verified once they have.
      const passwordHash = password === undefined ? null : await hashPassword(password);
      const taken = () => fieldError('email', 'admin-errors:users.email_taken');
      const id = await app.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          const [row] = await tx
            .insert(users)
            .values({
              email,
              fullname,
              phone: phone || null,
              role,
              passwordHash,
              isVerified: passwordHash !== null,
              language: request.lang,
            })
            .onConflictDoNothing()
            .returning({ id: users.id });
          if (!row) throw taken();
          await emitUserCreated(tx, { id: row.id, email, fullname, role });
          if (passwordHash === null) await invitationsRepo(tx).issue(app.config.jwtSecret, [row.id], new Date());
          // The password is the admin's to hand over; it never reaches the audit log.
          await recordAudit(tx, actorOf(request), {
            action: 'create',
            entity: 'user',
            entityId: row.id,
            after: { email, fullname, phone, role, invited: passwordHash === null },
          });
          return row.id;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw taken();
          throw err;
        });
      return reply.code(201).send(toAdminUser(await found(id)));
    },
  );

  app.get(
    route(apiPaths.admin.user),
    { config, schema: { tags, security, params: AdminUserParams, response: { 200: AdminUserDetail } } },
    async (request): Promise<AdminUserDetail> => {
      const row = await found(request.params.id);
      const [{ trialRows, paymentRows, certificateRows }, accommodationRows] = await Promise.all([
        repo.activity(row.id),
        accommodationsRepo(app.db).list(row.id),
      ]);
      return {
        ...toAdminUser(row),
        trials: trialRows.map(({ trial, title }) => ({
          id: trial.id,
          quiz: { id: trial.quizId, title },
          status: trial.status,
          started_at: trial.startedAt.toISOString(),
          completed_at: trial.completedAt?.toISOString() ?? null,
          percentage: trial.percentage,
          passed: trial.passed,
        })),
        payments: paymentRows.map((p) => ({
          id: p.id,
          status: p.status,
          amount: p.amountHalalas / 100,
          currency: p.currency,
          created_at: p.createdAt.toISOString(),
        })),
        certificates: certificateRows.map((c) => ({
          id: c.id,
          quiz_title: c.quizTitleAr,
          verification_code: c.verificationCode,
          issued_at: c.issuedAt.toISOString(),
          revoked: c.revokedAt !== null,
          revocation_reason: c.revocationReason,
        })),
        accommodations: accommodationRows.map((a) => toAdminAccommodation(a, request.lang)),
      };
    },
  );

  app.patch(
    route(apiPaths.admin.user),
    { config, schema: { tags, security, params: AdminUserParams, body: UpdateAdminUserRequest, response: { 200: AdminUser } } },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const { role, status } = request.body;
      const active = status === undefined ? undefined : status === 'active';
      // An admin who demoted or locked themselves out could leave the platform without one.
      if (id === actor.userId && (role !== undefined || active !== undefined)) throw notYourself();
      const before = await found(id);
      const changes = {
        role: role !== undefined && role !== before.role ? role : undefined,
        active: active !== undefined && active !== !before.deactivatedAt ? active : undefined,
      };
      if (changes.role === undefined && changes.active === undefined) return toAdminUser(before);
      const at = new Date();
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const txRepo = adminUsersRepo(tx);
        if (changes.role !== undefined) await txRepo.setRole(id, changes.role, at);
        if (changes.active !== undefined) await txRepo.setActive(id, changes.active, at);
        await recordAudit(tx, actor, {
          action: changes.active === false ? 'deactivate' : changes.active === true ? 'reactivate' : 'update',
          entity: 'user',
          entityId: id,
          before: { role: before.role, active: !before.deactivatedAt },
          after: { role: changes.role ?? before.role, active: changes.active ?? !before.deactivatedAt },
        });
      });
      // After the commit, so no process can reload the old state between the message and the write.
      await app.database.notifications.notify(SESSIONS_CHANNEL, `user:${id}`);
      return toAdminUser(await found(id));
    },
  );

  app.post(
    route(apiPaths.admin.userResendVerification),
    { config, schema: { tags, security, params: AdminUserParams, response: { 200: MessageResponse } } },
    async (request) => {
      const row = await found(request.params.id);
      if (row.isVerified) throw alreadyVerified();
      await app.db.transaction(async (tx) =>
        recordAudit(tx as unknown as Db, actorOf(request), { action: 'resend_verification', entity: 'user', entityId: row.id }),
      );
      await accounts.resendVerificationCode(row.email);
      return { detail: app.translate(request.lang, 'admin-errors:users.verification_sent') };
    },
  );

  app.post(
    route(apiPaths.admin.userInvitation),
    { config, schema: { tags, security, params: AdminUserParams, response: { 200: MessageResponse } } },
    async (request) => {
      const row = await found(request.params.id);
      if (row.passwordHash !== null) throw hasPassword();
      if (row.deactivatedAt) throw deactivated();
      // A new link, and the earlier ones stop working: only the latest e-mail can be used.
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await invitationsRepo(tx).issue(app.config.jwtSecret, [row.id], new Date());
        await recordAudit(tx, actorOf(request), { action: 'send_invitation', entity: 'user', entityId: row.id });
      });
      return { detail: app.translate(request.lang, 'admin-errors:users.invitation_sent') };
    },
  );
};
