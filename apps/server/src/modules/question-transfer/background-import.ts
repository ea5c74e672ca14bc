import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  BACKGROUND_IMPORT_ERRORS_SHOWN,
  type BackgroundImport,
  type BackgroundImportStatus,
  type ImportFormat,
} from '@mizan/contract/admin/question-transfer';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { questionImports } from '../../db/schema/question-imports.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { MessageLocale, Translate } from '../../lib/messages.js';
import type { FileStorage } from '../../lib/storage.js';
import { recordAudit, type Operator } from '../audit/recorder.js';
import { enqueueJob, type JobRun } from '../jobs/queue.js';
import { bankCategoriesRepo } from '../question-bank/categories-repo.js';
import type { TransferProblem } from '../question-import/transfer.js';
import { leftOut, questionImportService } from './import-service.js';
import { readUnits, type ImportUnit } from './import-units.js';

export const QUESTION_IMPORT_JOB = 'question_import';
const Payload = z.object({ id: z.uuid() });

/** Questions per transaction: each batch holds its locks for a second or two, not for the whole file. */
export const IMPORT_BATCH = 500;
/**
 * A run gives its job back after this long and continues as a new job: the job queue's lease (two minutes) is
 * never outlived, other jobs of this process (mail) get their turn, and a shutdown waits at most this long.
 */
const SLICE_MS = 20_000;
/** How long this run's hold on the import lasts past each batch; another worker takes over only after it. */
const LEASE_SECONDS = 120;
/** Claims of one slice's job before the import is failed: a file that kills its worker doesn't loop forever. */
const MAX_CLAIMS = 3;

type Row = typeof questionImports.$inferSelect;
type Stop = 'cancelled' | 'lost' | 'slice';

interface Deps {
  db: Db;
  translate: Translate;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** True once the app is closing: the run stops after its current batch and continues in another process. */
  stopping: () => boolean;
}

/**
 * Question imports run as durable background jobs (#29). The upload is already in storage; a `question_import`
 * job reads it unit by unit (readUnits: streaming for CSV and XLSX), stores IMPORT_BATCH at a time, each batch in
 * its own transaction with the import's counters, and checks for a cancel between batches. The import row holds
 * its own lease (a token and a time), so when a process dies mid-run the job queue hands the job to another
 * process, which resumes after the last committed batch; a batch commits only under the token that read it.
 */
export function backgroundImportService({ db, translate, storage, log, stopping }: Deps) {
  const importer = questionImportService(db, translate, storage);

  const view = (row: Row, locale: MessageLocale): BackgroundImport => ({
    id: row.id,
    status: row.status as BackgroundImportStatus,
    format: row.format as ImportFormat,
    rows_read: row.rowsRead,
    created: row.created,
    skipped: row.skipped,
    errors: (row.problems as TransferProblem[]).map((p) => importer.describe(locale, p)),
    errors_total: row.problemsTotal,
    failure: row.failure ? translate(locale, `admin-errors:${row.failure}`) : null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
  });

  /** The import as its owner (or an admin) sees it; anyone else is told there is no such import. */
  const owned = async (actor: Operator, id: string, tx: Db = db, lock = false): Promise<Row> => {
    const query = tx.select().from(questionImports).where(eq(questionImports.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || (row.actorId !== actor.userId && actor.role !== 'admin')) throw notFound();
    return row;
  };

  /** Ends the run under its lease; the stored upload goes once the import is finished. */
  const finish = async (row: Row, token: string, status: BackgroundImportStatus, failure: string | null = null) => {
    // Looked up before the transaction: on PGlite's single connection a query beside it would wait for it forever.
    const actor = await actorOf(row.actorId);
    const ended = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [done] = await tx
        .update(questionImports)
        .set({ status, failure, finishedAt: new Date(), leaseToken: null, leasedUntil: null })
        .where(and(eq(questionImports.id, row.id), eq(questionImports.leaseToken, token)))
        .returning();
      // The import's summary, as the synchronous import records it.
      if (done && done.created > 0)
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'question',
          entityId: null,
          after: { format: row.format, category: row.categoryId, created: done.created, skipped: done.skipped, import: row.id },
        });
      return done;
    });
    if (ended) await storage.remove(row.fileKey);
  };

  const actorOf = async (userId: string): Promise<Operator> => {
    const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    return { userId, role: user?.role === 'admin' ? 'admin' : 'staff' };
  };

  /** Stores one batch and counts it, unless the import was cancelled or this run lost its lease meanwhile. */
  const commit = async (row: Row, token: string, units: ImportUnit[]): Promise<Stop | null> => {
    const parsed = {
      questions: units.flatMap((u) => (u.question ? [u.question] : [])),
      problems: units.flatMap((u) => u.problems),
    };
    // Embedded images are stored first (as the synchronous import does): a batch that then fails leaves unreferenced
    // files, never a question pointing at a missing one.
    const report = await importer.withMedia(parsed, (key, data) => storage.put(key, data));
    const actor = await actorOf(row.actorId);
    return db.transaction(async (t): Promise<Stop | null> => {
      const tx = t as unknown as Db;
      const [current] = await tx
        .select({ token: questionImports.leaseToken, cancel: questionImports.cancelRequested, problems: questionImports.problems })
        .from(questionImports)
        .where(eq(questionImports.id, row.id))
        .for('update');
      if (current?.token !== token) return 'lost';
      if (current.cancel) return 'cancelled';
      await importer.createAll(tx, actor, report.questions, row.categoryId);
      const kept = current.problems as TransferProblem[];
      await tx
        .update(questionImports)
        .set({
          rowsRead: sql`${questionImports.rowsRead} + ${units.length}`,
          created: sql`${questionImports.created} + ${report.questions.length}`,
          skipped: sql`${questionImports.skipped} + ${leftOut(report.problems)}`,
          problemsTotal: sql`${questionImports.problemsTotal} + ${report.problems.length}`,
          ...(kept.length < BACKGROUND_IMPORT_ERRORS_SHOWN
            ? { problems: [...kept, ...report.problems].slice(0, BACKGROUND_IMPORT_ERRORS_SHOWN) }
            : {}),
          leasedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(eq(questionImports.id, row.id));
      return null;
    });
  };

  /** Reads from where the last committed batch ended, a batch at a time, until the file ends or the slice is up. */
  const work = async (row: Row, token: string): Promise<Stop | null> => {
    const sliceEnds = Date.now() + SLICE_MS;
    const open = async () => {
      const file = await storage.read(row.fileKey);
      if (!file) throw new Error(`import ${row.id}: upload ${row.fileKey} is missing`);
      return file.stream;
    };
    let position = 0;
    let batch: ImportUnit[] = [];
    for await (const unit of readUnits(row.format as ImportFormat, open)) {
      if (position++ < row.rowsRead) continue;
      batch.push(unit);
      if (batch.length < IMPORT_BATCH) continue;
      const stop = await commit(row, token, batch);
      batch = [];
      if (stop) return stop;
      if (Date.now() > sliceEnds || stopping()) return 'slice';
    }
    return batch.length ? commit(row, token, batch) : null;
  };

  return {
    async start(actor: Operator, fields: { format: ImportFormat; category?: number }, upload: { key: string; size: number }) {
      const target = fields.category ?? null;
      if (target !== null && !(await bankCategoriesRepo(db).get(target))) {
        throw new AppError(400, 'validation_error', 'admin-errors:bank.unknown_category', { field: 'category' });
      }
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx
          .insert(questionImports)
          .values({ actorId: actor.userId, format: fields.format, categoryId: target, fileKey: upload.key, fileSize: upload.size })
          .returning({ id: questionImports.id, status: questionImports.status });
        await enqueueJob(tx, QUESTION_IMPORT_JOB, { id: row!.id }, { maxAttempts: MAX_CLAIMS + 1 });
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'question_import',
          entityId: row!.id,
          after: { format: fields.format, category: target, file_size: upload.size },
        });
        return { id: row!.id, status: row!.status as BackgroundImportStatus };
      });
    },

    async get(actor: Operator, id: string, locale: MessageLocale) {
      return view(await owned(actor, id), locale);
    },

    /** A queued import is cancelled at once; a running one at its next batch (what was stored stays). */
    async cancel(actor: Operator, id: string, locale: MessageLocale) {
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const before = await owned(actor, id, tx, true);
        if (before.status === 'done' || before.status === 'failed') {
          throw new AppError(409, 'import_finished', 'admin-errors:import.already_finished');
        }
        if (before.status === 'cancelled' || before.cancelRequested) return before;
        const queued = before.status === 'queued';
        const [after] = await tx
          .update(questionImports)
          .set(queued ? { status: 'cancelled', cancelRequested: true, finishedAt: new Date() } : { cancelRequested: true })
          .where(eq(questionImports.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: 'cancel',
          entity: 'question_import',
          entityId: id,
          before: { status: before.status },
          after: { status: after!.status, rows_read: after!.rowsRead, created: after!.created },
        });
        return after!;
      });
      if (row.status === 'cancelled') await storage.remove(row.fileKey);
      return view(row, locale);
    },

    /** The job's handler: one slice of the run. */
    async run(payload: unknown, { attempts }: JobRun) {
      const { id } = Payload.parse(payload);
      const token = randomUUID();
      const [row] = await db
        .update(questionImports)
        .set({
          status: 'running',
          leaseToken: token,
          leasedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          startedAt: sql`coalesce(${questionImports.startedAt}, now())`,
        })
        .where(
          and(
            eq(questionImports.id, id),
            inArray(questionImports.status, ['queued', 'running']),
            or(isNull(questionImports.leasedUntil), lt(questionImports.leasedUntil, sql`now()`)),
          ),
        )
        .returning();
      // Finished or cancelled already, or another worker holds it (this job was a duplicate).
      if (!row) return;
      if (row.cancelRequested) return finish(row, token, 'cancelled');
      if (attempts > MAX_CLAIMS) return finish(row, token, 'failed', 'import.interrupted');
      let stop: Stop | null;
      try {
        stop = await work(row, token);
      } catch (error) {
        log.error({ err: error, import: id }, 'question import failed');
        return finish(row, token, 'failed', 'import.failed');
      }
      if (stop === 'lost') return;
      if (stop === 'cancelled') return finish(row, token, 'cancelled');
      if (stop === 'slice') {
        // Handed on: the next slice is a new job, claimable by any process once this one lets go of the import.
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          await tx
            .update(questionImports)
            .set({ leaseToken: null, leasedUntil: null })
            .where(and(eq(questionImports.id, id), eq(questionImports.leaseToken, token)));
          await enqueueJob(tx, QUESTION_IMPORT_JOB, { id }, { maxAttempts: MAX_CLAIMS + 1 });
        });
        return;
      }
      const [end] = await db.select().from(questionImports).where(eq(questionImports.id, id));
      if (end!.created > 0) return finish(row, token, 'done');
      // Nothing stored: the file had no question at all, or none that could be read (each named in the errors).
      return finish(row, token, 'failed', end!.problemsTotal > 0 ? 'import.unreadable' : 'import.empty_file');
    },
  };
}

export type BackgroundImportService = ReturnType<typeof backgroundImportService>;
