import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { pageViewRepo, type NewPageView } from './repo.js';

/**
 * Page views arrive on every route change of every client; writing them one INSERT each would put
 * analytics on the hot path. They are buffered briefly and written as one multi-row INSERT.
 * A crash can lose at most `flushMs` of page views, which analytics can afford (answers and payments never go here).
 */
export function pageViewRecorder(
  insertMany: (rows: NewPageView[]) => Promise<void>,
  log: FastifyBaseLogger,
  { flushMs = 250, maxBatch = 500 } = {},
) {
  let buffer: NewPageView[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!buffer.length) return inFlight;
    const batch = buffer;
    buffer = [];
    inFlight = inFlight
      .then(() => insertMany(batch))
      .catch((err: unknown) => log.error({ err, rows: batch.length }, 'page views not stored'));
    return inFlight;
  };

  return {
    record(row: NewPageView) {
      buffer.push(row);
      if (buffer.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs);
    },
    flush,
  };
}

export type PageViewRecorder = ReturnType<typeof pageViewRecorder>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes buffered page views now (tests, shutdown). */
    flushPageViews: () => Promise<void>;
  }
}

/** The app-wide recorder: one buffer per process, flushed on close. */
export function attachPageViewRecorder(app: FastifyInstance & { db: Db }): PageViewRecorder {
  const recorder = pageViewRecorder(pageViewRepo(app.db).insertMany, app.log);
  app.decorate('flushPageViews', recorder.flush);
  app.addHook('onClose', () => recorder.flush());
  return recorder;
}
