/** What the database says about an access token's user and session. */
export interface SessionState {
  /** users.tokens_valid_after, or null when the user is gone. */
  validAfter: Date | null;
  /** The session (refresh-token family) was ended: logout, reuse detection, password change. */
  revoked: boolean;
}

export interface AccessClaims {
  sub: string;
  iat: number;
  /** The session (refresh-token family); absent from tokens minted outside a session (tests, older tokens). */
  sid?: string | undefined;
}

/** Invalidation messages: `user:<id>` (every session of a user) or `sid:<id>` (one session). */
export const SESSIONS_CHANNEL = 'mizan_sessions';

/**
 * Answers "is this access token still good?" without a statement per request: the state of each session is
 * loaded once (one indexed lookup) and cached per process until a revocation message drops it. Revocations
 * reach every process through `SESSIONS_CHANNEL` (LISTEN/NOTIFY), and the revoking request waits for the
 * message, so a token is refused everywhere from the moment logout answers. `ttlMs` only bounds the damage
 * of a message that never arrived; the listener also resets the whole cache whenever it reconnects.
 */
export function tokenGate(
  load: (userId: string, sid: string | null) => Promise<SessionState>,
  { ttlMs = 5 * 60_000, maxEntries = 50_000, now = () => Date.now() } = {},
) {
  const cache = new Map<string, { userId: string; sid: string | null; validAfterSec: number | null; revoked: boolean; until: number }>();

  const drop = (match: (entry: { userId: string; sid: string | null }) => boolean) => {
    for (const [key, entry] of cache) if (match(entry)) cache.delete(key);
  };

  return {
    async check({ sub, iat, sid }: AccessClaims): Promise<boolean> {
      const key = `${sub}:${sid ?? ''}`;
      let entry = cache.get(key);
      if (!entry || entry.until <= now()) {
        const state = await load(sub, sid ?? null);
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        const validAfterSec = state.validAfter ? Math.floor(state.validAfter.getTime() / 1000) : null;
        entry = { userId: sub, sid: sid ?? null, validAfterSec, revoked: state.revoked, until: now() + ttlMs };
        cache.set(key, entry);
      }
      return !entry.revoked && entry.validAfterSec !== null && iat >= entry.validAfterSec;
    },
    /** A revocation message: the next request of the user or session reloads its state. */
    forget(message: string) {
      const [kind, id] = message.split(':');
      if (kind === 'user') drop((entry) => entry.userId === id);
      else if (kind === 'sid') drop((entry) => entry.sid === id);
    },
    clear: () => cache.clear(),
  };
}

export type TokenGate = ReturnType<typeof tokenGate>;
