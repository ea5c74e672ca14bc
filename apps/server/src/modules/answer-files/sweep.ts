import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { PERIODIC_LOCKS, startPeriodic } from '../../lib/periodic.js';
import type { FileStorage } from '../../lib/storage.js';

const EVERY_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * Files uploaded to a trial that has ended but left out of its answers (uploaded, then not submitted) are no part
 * of what is marked, and files of a deleted trial or student belong to nothing (their trial id was set null): their
 * rows, then their bytes, go. Done by a periodic pass rather than at completion, whose
 * statements stay as they are. A store that fails to delete leaves an orphaned object, never a row without bytes.
 */
export async function discardUnsubmittedFiles(db: Db, storage: FileStorage): Promise<number> {
  const result = (await db.execute(sql`
    delete from answer_files where id in (
      select f.id from answer_files f left join trials t on t.id = f.trial_id
      where f.trial_id is null
        or (t.status = 'completed'
          and not exists (select 1 from trial_answers a where a.trial_id = f.trial_id and a.question_id = f.question_id
            and coalesce(a.response -> 'file_ids', '[]'::jsonb) ? f.id::text))
      limit ${BATCH})
    returning storage_key`)) as unknown as { rows: { storage_key: string }[] };
  await Promise.all(result.rows.map((row) => storage.remove(row.storage_key)));
  return result.rows.length;
}

export function startAnswerFileSweep(app: FastifyInstance, storage: FileStorage): void {
  startPeriodic(app, {
    name: 'answer file sweep',
    lock: PERIODIC_LOCKS.answerFileSweep,
    everyMs: EVERY_MS,
    run: () => discardUnsubmittedFiles(app.db, storage),
  });
}
