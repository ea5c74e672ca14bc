import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';

export interface CachedList<T> {
  items: T[];
  /** Weak ETag of the whole list; a page, a filter or one item of it derives its own from it. */
  etag: string;
}

// Lookups change only through the seed and the schools console, so a process keeps each list for a few
// minutes; the seed clears it at once, and a console write tells every process through LOOKUPS_CHANNEL.
const TTL_MS = 5 * 60_000;

interface Entry {
  list: Promise<CachedList<unknown>>;
  expires: number;
}

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

export function etagOf(value: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
}

/** An ETag for a representation computed from `etag`'s list and `part` alone. */
export function deriveEtag(etag: string, part: string): string {
  return `${etag.slice(0, -1)}-${part}"`;
}

/** One in-flight or loaded list per key and database: concurrent first requests share one query. */
export function cachedList<T>(db: Db, key: string, load: () => Promise<T[]>): Promise<CachedList<T>> {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.list as Promise<CachedList<T>>;
  const list = load().then((items) => ({ items, etag: etagOf(items) }));
  const entry = { list, expires: Date.now() + TTL_MS };
  entries.set(key, entry);
  list.catch(() => entries.get(key) === entry && entries.delete(key));
  return list;
}

/** A console write changed a lookup list: every API process sharing the database drops its cached lists. */
export const LOOKUPS_CHANNEL = 'mizan_lookups';

export function invalidateLookups(db: Db): void {
  byDatabase.delete(db);
}
