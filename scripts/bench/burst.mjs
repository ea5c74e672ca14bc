// Competition start burst: every participant joins ahead (through the API, a few at a time), then all of them
// press join-and-start within `seconds`, each at a uniformly random moment. At most `connections` requests are
// in flight, like a front proxy's upstream pool; latency counts from the press, so time queued is included.
// Reports p50/p99 and every error.
import { percentiles } from './measure.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function post(url, token, started = performance.now()) {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${res.status} ${body.slice(0, 120)}`);
  return { ms, body };
}

/** At most `limit` tasks at once, the rest wait in arrival order. */
function limiter(limit) {
  let active = 0;
  const waiting = [];
  return async (task) => {
    if (active >= limit) await new Promise((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

export async function benchBurst(server, { users, seconds, connections }) {
  const { api, competitionId, userIds, sign } = server;
  const tokens = await Promise.all(userIds.slice(0, users).map((id) => sign(id)));

  const joinStarted = Date.now();
  const joinErrors = [];
  for (let i = 0; i < tokens.length; i += 50) {
    await Promise.all(
      tokens
        .slice(i, i + 50)
        .map((token) => post(`${api}competitions/${competitionId}/join/`, token).catch((err) => joinErrors.push(err.message))),
    );
  }
  const joinSeconds = (Date.now() - joinStarted) / 1000;

  const samples = [];
  const errors = [];
  const trialIds = new Set();
  const slot = limiter(connections);
  const cpuBefore = server.cpuMs();
  const burstStarted = Date.now();
  await Promise.all(
    tokens.map(async (token) => {
      await sleep(Math.random() * seconds * 1000);
      const pressed = performance.now();
      try {
        const { ms, body } = await slot(() => post(`${api}competitions/join-and-start-quiz/${competitionId}/`, token, pressed));
        samples.push(ms);
        trialIds.add(JSON.parse(body).id);
      } catch (err) {
        errors.push(err.message);
      }
    }),
  );
  const cpuAfter = server.cpuMs();
  return {
    join: { count: tokens.length, seconds: joinSeconds, errors: joinErrors },
    burst: {
      ...percentiles(samples),
      seconds: (Date.now() - burstStarted) / 1000,
      trials: trialIds.size,
      'server cpu ms/start': cpuBefore === null || cpuAfter === null ? null : Number(((cpuAfter - cpuBefore) / tokens.length).toFixed(2)),
    },
    errors,
  };
}
