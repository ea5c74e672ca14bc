import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client.js';
import { jobs } from '../../db/schema/jobs.js';

/** Which claim of its job this run is (1 the first): a handler whose runs keep dying can give up cleanly. */
export interface JobRun {
  attempts: number;
}

export type JobHandler = (payload: unknown, run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /** Not before then (default now). */
  runAt?: Date;
  maxAttempts?: number;
}

export interface JobQueue {
  /** Which function runs a kind; a kind without a handler waits in the table until a process that has one claims it. */
  handle(kind: string, handler: JobHandler): void;
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Claims and runs the due jobs once; answers how many ran (tests, and the poller). */
  runDue(): Promise<number>;
  /** Jobs waiting (due or later) and jobs that used up their attempts, for /metrics. */
  depth(): Promise<{ waiting: number; failed: number }>;
  /** Polls every `everyMs` until close(). */
  start(everyMs: number): void;
  close(): Promise<void>;
}

/** Adds a job on `db`, which may be a transaction: the job then exists exactly when the change that asked for it does. */
export async function enqueueJob(db: Db, kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
  await db.insert(jobs).values({
    kind,
    payload,
    ...(options.runAt ? { runAt: options.runAt } : {}),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
  });
}

/** One job of `kind` per payload in one statement (a roster import's invitations); on `db`, as enqueueJob. */
export async function enqueueJobs(db: Db, kind: string, payloads: unknown[]): Promise<void> {
  if (payloads.length > 0) await db.insert(jobs).values(payloads.map((payload) => ({ kind, payload })));
}

/** How long a claimed job is the claimer's: a handler must finish (or fail) well within it. */
const LEASE_SECONDS = 120;
const BATCH = 20;

/** 30 s, 1, 2, 4 … minutes, at most an hour: a mail server down for a while gets a few tries, not a flood. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Durable background work on the database every process shares. A due job is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased, so two processes never run it at once and a process that dies
 * mid-job leaves it to the next claimer after the lease. Done jobs are deleted; a failure is retried with
 * backoff until `max_attempts`, then kept with `failed_at` for an operator to look at.
 */
export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  const { db } = database;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const claim = async () => {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    return database.rows<{ id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }>(sql`
      update ${jobs} set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from ${jobs}
        where failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at limit ${BATCH}
        for update skip locked)
      returning id, kind, payload, attempts, max_attempts`);
  };

  const runOne = async (job: { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number }) => {
    try {
      await handlers.get(job.kind)!(job.payload, { attempts: job.attempts });
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const exhausted = job.attempts >= job.max_attempts;
      log.warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, error: message },
        exhausted ? 'job failed for good' : 'job failed, retried later',
      );
      await db
        .update(jobs)
        .set({
          lastError: message.slice(0, 1000),
          lockedUntil: null,
          ...(exhausted ? { failedAt: new Date() } : { runAt: new Date(Date.now() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(jobs.id, job.id));
    }
  };

  const runDue = async () => {
    const claimed = await claim();
    for (const job of claimed) await runOne(job);
    return claimed.length;
  };

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    enqueue: (kind, payload, options) => enqueueJob(db, kind, payload, options),
    runDue,
    async depth() {
      const [row] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${jobs.failedAt} is null)::int`,
          failed: sql<number>`count(*) filter (where ${jobs.failedAt} is not null)::int`,
        })
        .from(jobs);
      return row ?? { waiting: 0, failed: 0 };
    },
    start(everyMs) {
      let busy = false;
      // While batches come back full (20,000 reminders queue as many e-mails) the poller keeps claiming, giving the
      // event loop to requests between batches, so a large send finishes in minutes rather than at 10 a second.
      const drain = async () => {
        while ((await runDue()) === BATCH && timer) await new Promise((resolve) => setImmediate(resolve));
      };
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        running = running
          .then(drain)
          .catch((err: unknown) => log.warn({ err }, 'job poll failed'))
          .finally(() => (busy = false));
      }, everyMs).unref();
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
