import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditListQuery } from '@mizan/contract/admin/audit';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditLog } from '../../db/schema/audit.js';
import { apiKeys } from '../../db/schema/integrations.js';
import { containsPattern } from '../../lib/like-pattern.js';

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

export function auditRepo(db: Db) {
  return {
    async page(query: AuditListQuery, limit: number, offset: number) {
      const pattern = query.search ? containsPattern(query.search) : undefined;
      const conditions: (SQL | undefined)[] = [
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actor ? eq(auditLog.actorId, query.actor) : undefined,
        query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lt(auditLog.createdAt, nextDay(query.to)) : undefined,
        pattern
          ? or(ilike(users.fullname, pattern), ilike(users.email, pattern), ilike(auditLog.entityId, pattern), ilike(apiKeys.name, pattern))
          : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            entry: auditLog,
            actor: { id: users.id, fullname: users.fullname, email: users.email },
            apiKey: { id: apiKeys.id, name: apiKeys.name },
          })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
          .where(where)
          .orderBy(query.ordering === 'created_at' ? auditLog.id : desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorId))
          .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
          .where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
