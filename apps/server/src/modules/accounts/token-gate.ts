/**
 * Answers "is this access token still valid for its user?" (issued at or after users.tokens_valid_after)
 * without a query per request: the instant is cached per process for `ttlMs`. A bump made here is seen
 * at once; one made by another process is seen within `ttlMs`.
 */
export function tokenGate(
  load: (userId: string) => Promise<Date | null>,
  { ttlMs = 10_000, maxEntries = 50_000, now = () => Date.now() } = {},
) {
  const cache = new Map<string, { validAfterSec: number | null; until: number }>();

  const remember = (userId: string, validAfter: Date | null) => {
    cache.delete(userId);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(userId, { validAfterSec: validAfter ? Math.floor(validAfter.getTime() / 1000) : null, until: now() + ttlMs });
  };

  return {
    async check({ sub, iat }: { sub: string; iat: number }): Promise<boolean> {
      let entry = cache.get(sub);
      if (!entry || entry.until <= now()) {
        remember(sub, await load(sub));
        entry = cache.get(sub)!;
      }
      return entry.validAfterSec !== null && iat >= entry.validAfterSec;
    },
    remember,
  };
}

export type TokenGate = ReturnType<typeof tokenGate>;
