// N simulated takers, each: start → (fetch question, think, submit, next) × Q → complete, with think time
// drawn from [min, max] seconds × scale. Reports per-step latency, p50/p99 overall and every error.
import { Agent, request } from 'undici';
import { percentiles } from './measure.mjs';
import { clock, watchStalls } from './stall-watch.mjs';
import { readStream } from './stream-reader.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How long a taker keeps retrying a call that got no answer or a 503, as the player's offline queue does. */
const RETRY_FOR_MS = 60_000;
/** The player gives a call this long to answer, then queues it again (apps/web/src/features/player/api.ts). */
const CALL_TIMEOUT_MS = 20_000;

/**
 * The player holds its live stream once a question is shown, and polls this often only while the stream is down
 * (apps/web/src/features/player/use-live-channel.ts); BENCH_LIVE_CHANNEL=poll makes every taker poll instead.
 */
const LIVE_POLL_MS = 15_000;
/**
 * The player sends what it recorded on leaving the page at once, and the rest on its next tick, this often
 * (apps/web/src/features/player/use-trial-events.ts); a taker who leaves stays away this long.
 */
const EVENTS_EVERY_MS = 10_000;
const AWAY_MS = 8_000;
/** The console's live monitor refreshes this often. */
const MONITOR_POLL_MS = 5_000;
/** …asking for the whole sitting once every this many refreshes (5 minutes), and for what changed since in between. */
const MONITOR_FULL_EVERY = 60;

/**
 * `live` (#32): each taker also holds its live stream (or polls, `live.poll`) and, while thinking over one question in three, leaves the
 * page for 8 s and comes back, reported as the player does (`left` at once, `returned` on its next 10 s tick), while an invigilator's
 * console refreshes the live monitor (`live.monitorToken`; null: no monitor).
 */
export async function benchScenario(server, { takers, questions, thinkMin, thinkMax, scale, connections, fault, live }) {
  const { api, quizId, userIds, sign } = server;
  // Takers reach the API through a bounded pool of kept-alive connections, as through a front proxy's upstream
  // pool. With fetch's unbounded pool, 20,000 takers thinking 30–90 s between calls opened a connection for nearly
  // every call (idle ones close after a few seconds) and the load generator, not the server, ran out of CPU.
  const dispatcher = new Agent({ connections, keepAliveTimeout: 120_000, keepAliveMaxTimeout: 120_000 });
  // Signed before the clock starts: signing 5,000 tokens at once blocks the load generator for about half a
  // second, which showed up as slow calls in the first second.
  const tokens = await Promise.all(userIds.slice(0, takers).map((id) => sign(id)));
  const samples = {
    start: [],
    question: [],
    submit: [],
    next: [],
    complete: [],
    ...(live ? { events: [], [live.poll ? 'live poll' : 'live stream opened']: [], monitor: [] } : {}),
  };
  // Every answered call's [start, end] by kind, for what the slowest submits ran beside (tail-overlap.mjs).
  const spans = Object.fromEntries(Object.keys(samples).map((step) => [step, []]));
  const errors = [];
  // The slowest calls with when they happened (seconds into the run): a stall shows as a cluster.
  const slowest = [];
  let over200 = 0;
  const t0 = performance.now();
  const startedAt = Date.now();
  const generator = watchStalls();
  const thinkMs = () => (thinkMin + Math.random() * (thinkMax - thinkMin)) * 1000 * scale;

  // Every submit the server acknowledged (200): after the run each must be in the database (fault runs).
  const acknowledged = [];
  // When calls that got no answer or a 503 were retried (epoch ms).
  const retried = [];

  async function send(method, url, token, body, started) {
    for (;;) {
      try {
        const res = await request(`${api}${url}`, {
          dispatcher,
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          headersTimeout: CALL_TIMEOUT_MS,
          bodyTimeout: CALL_TIMEOUT_MS,
        });
        if (res.statusCode !== 503) return res;
        await res.body.dump();
      } catch (err) {
        if (performance.now() - started > RETRY_FOR_MS) throw err;
      }
      if (performance.now() - started > RETRY_FOR_MS) throw new Error('503 for longer than the retry window');
      retried.push(Date.now());
      await sleep(500);
    }
  }

  async function call(step, token, method, url, body) {
    const started = performance.now();
    try {
      const res = await send(method, url, token, body, started);
      const data = await res.body.json();
      const ms = performance.now() - started;
      samples[step].push(ms);
      spans[step].push([started, started + ms]);
      if (ms > 200) {
        over200++;
        slowest.push({
          step,
          'at s': Math.round((started - t0) / 100) / 10,
          clock: clock(startedAt + started - t0),
          ms: Math.round(ms),
        });
        // Only the ten slowest are reported: a long stall must not grow the list by every call.
        if (slowest.length > 1000) slowest.sort((a, b) => b.ms - a.ms).splice(10);
      }
      if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${JSON.stringify(data).slice(0, 120)}`);
      return data;
    } catch (err) {
      errors.push(`${step}: ${err.message}`);
      throw err;
    }
  }

  // Follows a taker's live stream until told to stop, opening it again when the server ends it (every 10 minutes).
  let streamMessages = 0;
  async function follow(trialId, token, signal) {
    while (!signal.aborted) {
      const started = performance.now();
      let opened = false;
      try {
        const { status } = await readStream(
          `${api}quizzes/trials/${trialId}/live/stream/`,
          { authorization: `Bearer ${await token()}`, accept: 'text/event-stream' },
          {
            signal,
            answerMs: CALL_TIMEOUT_MS,
            onMessage: () => {
              streamMessages += 1;
              if (!opened) {
                samples['live stream opened'].push(performance.now() - started);
                spans['live stream opened'].push([started, performance.now()]);
              }
              opened = true;
            },
          },
        );
        if (status !== 200 && !signal.aborted) {
          errors.push(`live stream: ${status}`);
          return;
        }
      } catch (err) {
        if (!signal.aborted) errors.push(`live stream: ${err.message}`);
        return;
      }
    }
  }

  async function taker(userId, firstToken) {
    let token = firstToken;
    let signedAt = Date.now();
    const fresh = async () => {
      // Access tokens live 15 minutes; a real client refreshes them, the simulated one re-signs.
      if (Date.now() - signedAt > 10 * 60_000) [token, signedAt] = [await sign(userId), Date.now()];
      return token;
    };
    await sleep(Math.random() * thinkMs());
    const trial = await call('start', await fresh(), 'POST', `quizzes/quizzes/${quizId}/start/`, {});
    let questionId = trial.first_question.id;
    let polling = true;
    const channel = new AbortController();
    const poll = !live
      ? null
      : live.poll
        ? (async () => {
            await sleep(Math.random() * LIVE_POLL_MS);
            while (polling) {
              await call('live poll', await fresh(), 'GET', `quizzes/trials/${trial.id}/live/`).catch(() => {});
              await sleep(LIVE_POLL_MS);
            }
          })()
        : follow(trial.id, fresh, channel.signal);
    const reports = [];
    // The player's tick is set when it opens, so each taker's falls at its own phase of the 10 s.
    const tickPhase = Math.random() * EVENTS_EVERY_MS;
    const report = async (events) =>
      call('events', await fresh(), 'POST', `quizzes/trials/${trial.id}/events/`, { events }).catch(() => {});
    // In the background, as the player sends them: an answer never waits for the event log.
    const leaveAndReturn = async (thinking) => {
      await sleep(Math.random() * Math.max(0, thinking - AWAY_MS));
      await report([{ kind: 'left', at: new Date().toISOString() }]);
      await sleep(AWAY_MS);
      const returned = new Date();
      await sleep(EVENTS_EVERY_MS - ((returned.getTime() - startedAt - tickPhase) % EVENTS_EVERY_MS));
      await report([{ kind: 'returned', at: returned.toISOString(), away_ms: AWAY_MS }]);
    };
    for (let i = 0; i < questions; i++) {
      const question = await call('question', await fresh(), 'GET', `quizzes/trial/${trial.id}/questions/${questionId}/`);
      const thinking = thinkMs();
      if (live && Math.random() < 1 / 3) reports.push(leaveAndReturn(thinking));
      await sleep(thinking);
      const answer = question.answers[Math.floor(Math.random() * question.answers.length)];
      await call('submit', await fresh(), 'POST', `quizzes/trials/${trial.id}/question/${questionId}/submit-answer/`, {
        selected_answer_id: answer.id,
      });
      acknowledged.push([trial.id, questionId, answer.id]);
      if (i < questions - 1)
        questionId = (await call('next', await fresh(), 'GET', `quizzes/trials/${trial.id}/current/${questionId}/next-question/`)).id;
    }
    polling = false;
    await Promise.all(reports);
    await call('complete', await fresh(), 'POST', `quizzes/trials/${trial.id}/complete/`, {});
    channel.abort();
    await poll;
  }

  const started = Date.now();
  const progress = setInterval(() => {
    const done = Object.values(samples).reduce((n, s) => n + s.length, 0);
    console.log(`  … ${Math.round((Date.now() - started) / 1000)} s, ${done} requests, ${errors.length} errors`);
  }, 15_000);
  const faultRun = fault ? sleep(fault.atSeconds * 1000).then(() => fault.inject()) : Promise.resolve(null);
  let running = true;
  const monitor = live?.monitorToken
    ? (async () => {
        // As the console does (apps/web/src/features/admin/live/sitting.ts): the whole sitting first and every
        // 5 minutes, the changes since its last answer in between.
        let since;
        for (let refresh = 0; running; refresh += 1) {
          const query = since && refresh % MONITOR_FULL_EVERY !== 0 ? `?since=${encodeURIComponent(since)}` : '';
          const answer = await call('monitor', live.monitorToken, 'GET', `admin/quizzes/${quizId}/live/${query}`).catch(() => null);
          since = answer?.server_now ?? since;
          await sleep(MONITOR_POLL_MS);
        }
      })()
    : null;
  await Promise.allSettled(userIds.slice(0, takers).map((id, i) => taker(id, tokens[i])));
  running = false;
  await monitor;
  clearInterval(progress);
  const faultReport = await faultRun;
  await dispatcher.close();

  const rows = Object.entries(samples).map(([step, list]) => ({ step, ...percentiles(list) }));
  rows.push({ step: 'all', ...percentiles(Object.values(samples).flat()) });
  slowest.sort((a, b) => b.ms - a.ms);
  return {
    rows,
    errors,
    slowest: slowest.slice(0, 10),
    generator: generator.report(startedAt),
    over200,
    seconds: Math.round((Date.now() - started) / 1000),
    ...(live && !live.poll ? { streamMessages } : {}),
    submitMs: samples.submit,
    spans,
    acknowledged,
    retried,
    faultReport,
  };
}
