import { emitUsersCreated } from '../webhooks/events.js';
import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { groupMembers, groups } from '../../db/schema/groups.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { invitationsRepo } from '../invitations/repo.js';
import type { CheckedRow } from './check-rows.js';

/** Rows per statement: well under PostgreSQL's 65,535 parameters for the widest insert. */
const CHUNK = 1000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export interface RosterCounts {
  created: number;
  existing: number;
  added_to_class: number;
}

export interface RosterRun {
  rows: readonly CheckedRow[];
  dryRun: boolean;
  fileName: string;
  /** Of the file as read: for the audit row. */
  totalRows: number;
  skippedRows: number;
  lang: Language;
}

export function rosterImportService(db: Db, secret: string) {
  const classes = () => db.select({ id: groups.id, code: groups.code, nameAr: groups.nameAr, nameEn: groups.nameEn }).from(groups);

  /** Accounts the addresses already have, by lower-cased e-mail. */
  const accountsOf = async (tx: Db, emails: readonly string[]) => {
    const found = new Map<string, string>();
    for (const part of chunks(emails)) {
      const rows = await tx
        .select({ id: users.id, email: sql<string>`lower(${users.email})` })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, [...part]));
      for (const row of rows) found.set(row.email, row.id);
    }
    return found;
  };

  /** Of these (class, user) pairs, the ones not members yet. */
  const notMembers = async (tx: Db, pairs: readonly { groupId: number; userId: string }[]) => {
    const present = new Set<string>();
    for (const part of chunks(pairs)) {
      const rows = await tx
        .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
        .from(groupMembers)
        .where(
          inArray(
            groupMembers.userId,
            part.map((p) => p.userId),
          ),
        );
      for (const row of rows) present.add(`${row.groupId}:${row.userId}`);
    }
    return pairs.filter((p) => !present.has(`${p.groupId}:${p.userId}`));
  };

  /** Creates the new accounts (role student, no password, unverified until the invitation is accepted). */
  const createAccounts = async (tx: Db, rows: readonly CheckedRow[], lang: Language) => {
    const created = new Map<string, string>();
    for (const part of chunks(rows)) {
      const inserted = await tx
        .insert(users)
        .values(
          part.map((r) => ({
            email: r.email,
            fullname: r.fullname,
            phone: r.phone,
            role: 'student' as const,
            passwordHash: null,
            language: lang,
          })),
        )
        // An address registered since the lookup stays that person's account: it counts as existing.
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email, fullname: users.fullname });
      for (const row of inserted) created.set(row.email, row.id);
      await emitUsersCreated(
        tx,
        inserted.map((row) => ({ ...row, role: 'student' })),
      );
    }
    return created;
  };

  /**
   * The same steps for a dry run and a real one, so the dry run's counts are the real run's: a dry run only reads,
   * a real run writes everything in one transaction (accounts, memberships, invitations with their mail jobs, audit).
   */
  const apply = async (tx: Db, actor: Operator, run: RosterRun): Promise<RosterCounts> => {
    const known = await accountsOf(
      tx,
      run.rows.map((r) => r.email),
    );
    const fresh = run.rows.filter((r) => !known.has(r.email));
    const created = run.dryRun ? new Map<string, string>() : await createAccounts(tx, fresh, run.lang);
    const late = run.dryRun
      ? new Map<string, string>()
      : await accountsOf(
          tx,
          fresh.filter((r) => !created.has(r.email)).map((r) => r.email),
        );
    const existingIds = new Map([...known, ...late]);
    const pairsOf = (ids: Map<string, string>) =>
      run.rows.flatMap((r) => (r.groupId !== null && ids.has(r.email) ? [{ groupId: r.groupId, userId: ids.get(r.email)! }] : []));
    const joiningExisting = await notMembers(tx, pairsOf(existingIds));
    const joiningCreated = pairsOf(created);
    const createdCount = run.dryRun ? fresh.length : created.size;
    const counts: RosterCounts = {
      created: createdCount,
      existing: run.rows.length - createdCount,
      added_to_class: joiningExisting.length + (run.dryRun ? fresh.filter((r) => r.groupId !== null).length : joiningCreated.length),
    };
    if (run.dryRun) return counts;

    for (const part of chunks([...joiningExisting, ...joiningCreated])) await tx.insert(groupMembers).values(part).onConflictDoNothing();
    await invitationsRepo(tx).issue(secret, [...created.values()], new Date());
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'user',
      entityId: null,
      after: { file: run.fileName, rows: run.totalRows, skipped: run.skippedRows, ...counts },
    });
    return counts;
  };

  return {
    classes,
    run: (actor: Operator, run: RosterRun) =>
      run.dryRun ? apply(db, actor, run) : db.transaction((tx) => apply(tx as unknown as Db, actor, run)),
  };
}
