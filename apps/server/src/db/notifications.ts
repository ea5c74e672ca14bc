import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Messages every API process sharing the database hears (cache invalidation): PostgreSQL LISTEN/NOTIFY, or in-process under PGlite. */
export interface Notifications {
  /**
   * This process's listeners have run when it resolves, so the caller can answer knowing its own caches are
   * fresh; other processes hear it moments later on their listening connections.
   */
  notify(channel: string, payload: string): Promise<void>;
  /** `onReset` runs whenever messages may have been missed (the listening connection came back): drop what was cached. */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): () => void;
  close(): Promise<void>;
}

interface Listener {
  onMessage: (payload: string) => void;
  onReset: () => void;
}

function dispatcher() {
  const channels = new Map<string, Set<Listener>>();
  return {
    channels,
    add(channel: string, listener: Listener) {
      const set = channels.get(channel) ?? new Set<Listener>();
      channels.set(channel, set.add(listener));
      return () => void set.delete(listener);
    },
    deliver: (channel: string, payload: string) => channels.get(channel)?.forEach((l) => l.onMessage(payload)),
    reset: () => channels.forEach((set) => set.forEach((l) => l.onReset())),
  };
}

/** PGlite is one process: delivery is a function call. */
export function localNotifications(): Notifications {
  const d = dispatcher();
  return {
    notify: async (channel, payload) => d.deliver(channel, payload),
    listen: (channel, onMessage, onReset) => d.add(channel, { onMessage, onReset }),
    close: async () => undefined,
  };
}

const MAX_BACKOFF_MS = 5000;

/**
 * One dedicated connection LISTENs for the process (a pooled one would be handed to other queries). It is
 * re-opened with backoff whenever it drops (PostgreSQL restart), and listeners are reset then. A message is
 * delivered to this process's listeners directly (waiting for PostgreSQL's echo could take long under load),
 * and each NOTIFY carries the sending process's id so the echo is not delivered twice. NOTIFY goes out on the
 * listening connection too (the pool's when it is down).
 */
export function postgresNotifications(url: string, pool: pg.Pool): Notifications {
  const d = dispatcher();
  const origin = randomBytes(8).toString('hex');
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let attempt = 0;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    // A dropped connection also emits 'end', where it is re-opened; without this listener it would crash the process.
    c.on('error', () => undefined);
    c.on('notification', ({ channel, payload = '' }) => {
      const space = payload.indexOf(' ');
      if (payload.slice(0, space) !== origin) d.deliver(channel, payload.slice(space + 1));
    });
    c.on('end', () => {
      if (client !== c) return; // a connection that never came up is retried by start()
      client = null;
      if (!closed) start();
    });
    try {
      await c.connect();
      for (const channel of d.channels.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => undefined); // half-open: retried as a whole by start()
      throw err;
    }
    client = c;
    attempt = 0;
    d.reset();
  };
  const start = () => {
    connecting = connect()
      .catch(() => {
        const delay = Math.min(MAX_BACKOFF_MS, 100 * 2 ** attempt++);
        setTimeout(() => !closed && start(), delay).unref();
      })
      .finally(() => (connecting = null));
  };

  return {
    async notify(channel, payload) {
      d.deliver(channel, payload);
      const args = [channel, `${origin} ${payload}`];
      // Sent on the listening connection while it is up: a message never waits for (or takes) a pool connection.
      const sent = await client?.query('select pg_notify($1, $2)', args).then(
        () => true,
        () => false,
      );
      if (!sent) await pool.query('select pg_notify($1, $2)', args);
    },
    listen(channel, onMessage, onReset) {
      const known = d.channels.has(channel);
      const remove = d.add(channel, { onMessage, onReset });
      if (client && !known) void client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => client?.end());
      else if (!client && !connecting) start();
      return remove;
    },
    async close() {
      closed = true;
      await connecting?.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}
