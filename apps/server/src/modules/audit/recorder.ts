import type { AuditAction, AuditEntity } from '@mizan/contract/admin/audit';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit.js';
import { changedFields } from './changes.js';

/** Who did an admin write. */
export interface Actor {
  /** Null for the system itself (the seed, upgrades). */
  userId: string | null;
  role: 'staff' | 'admin';
  /** Set when the request was made with an API key: the audit row names the key instead of a person. */
  apiKey?: { id: string; name: string };
}

/** A signed-in operator (every admin request has one). */
export type Operator = Actor & { userId: string };

/** Writes made by the installation itself: demo content and data upgrades. */
export const SYSTEM_ACTOR: Actor = { userId: null, role: 'admin' };

export interface AuditEvent {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number | null;
  before?: object | null;
  after?: object | null;
}

/** Writes the audit row of an admin write; call it with the write's transaction so both commit or neither. */
export async function recordAudit(db: Db, actor: Actor, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.apiKey ? null : actor.userId,
    apiKeyId: actor.apiKey?.id ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId == null ? null : String(event.entityId),
    changes: changedFields(event.before ?? null, event.after ?? null),
  });
}
