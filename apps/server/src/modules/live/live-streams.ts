import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TrialLive } from '@mizan/contract/trial-live';
import type { LiveChange, LiveState, TrialEntry } from './live-state.js';

/**
 * How often each open stream counts as its attempt's sign of life: well inside the monitor's one-minute "online"
 * rule (signs of life are written every 30 s at most, 2 s late at most). Writes nothing to the streams.
 */
const PRESENCE_MS = 15_000;
/**
 * …looked at a slice a second: a sitting's streams open within a minute or two of each other, and one pass over all
 * of them every 15 s sent half a sitting's signs of life (2,500 rows) in one statement, and read its trials again
 * all in the same minute, 5 minutes in. A slice a second makes those small and steady.
 */
const PRESENCE_SLICES = 15;
/** A trial's slice, from its id (random): the same every pass. */
const sliceOf = (trialId: string) => Number.parseInt(trialId.slice(0, 4), 16) % PRESENCE_SLICES;
/**
 * How often an idle stream sends a comment line: inside the 60 s a front proxy such as nginx (or a cloud load
 * balancer) waits for an idle upstream by default. A line is a socket write on the server and a wake-up on the
 * student's device; at 15 s, a 5,000-player sitting's comment lines outnumbered all its responses.
 */
const BEAT_MS = 45_000;
/**
 * A stream ends after this and the player opens another: the session is checked when a stream opens, so a
 * signed-out session or a suspended account is not followed for longer than an access token lives.
 */
const STREAM_LIFE_MS = 10 * 60_000;
/** Changes heard within this are applied together: an extension for everyone reads a sitting in one statement. */
const BATCH_MS = 100;
/** Trials read per statement when many streams must be refreshed at once. */
const RELOAD_CHUNK = 1_000;
/** Streams written between two turns of the event loop, so a push to a whole sitting never holds up an answer. */
const PUSH_CHUNK = 200;
/** Open streams per attempt (tabs): past this the oldest is closed. */
const STREAMS_PER_TRIAL = 4;
/**
 * A reconnecting browser waits this long (the `retry` field); the player's own loop waits longer after
 * failures, and polls in the meantime.
 */
const RETRY_MS = 3_000;

interface Stream {
  trialId: string;
  userId: string;
  after: number;
  entry: TrialEntry;
  /** What was last sent, without the ticking time left: a push is made only when this changes. */
  sent: string;
  out: PassThrough;
  timers: NodeJS.Timeout[];
}

const yieldToAnswers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The running players' live channel as server-sent events (#32): one idle connection per player instead of a
 * poll every 15 s, so a quiet sitting costs the server nothing but a comment line now and then. What changes
 * reaches each process as the live state's messages (LIVE_CHANNEL, sent by whichever process made the change),
 * and this process pushes the new status, time left or announcements to the streams it holds. The poll stays:
 * a player whose stream cannot open or keeps breaking (a proxy that buffers) falls back to it.
 */
export function liveStreams(app: FastifyInstance, state: LiveState) {
  const byTrial = new Map<string, Set<Stream>>();
  // The open streams' trials by slice: a second's pass looks at its own slice, not at every stream of the sitting.
  const slices = Array.from({ length: PRESENCE_SLICES }, () => new Set<string>());
  const sliceFor = (trialId: string) => slices[sliceOf(trialId)]!;
  const dirty = new Set<string>();
  let batch: NodeJS.Timeout | null = null;

  const write = (stream: Stream, text: string) => {
    if (!stream.out.writableEnded && !stream.out.destroyed) stream.out.write(text);
  };
  const close = (stream: Stream) => {
    for (const timer of stream.timers) clearTimeout(timer);
    const set = byTrial.get(stream.trialId);
    set?.delete(stream);
    if (set?.size === 0) {
      byTrial.delete(stream.trialId);
      sliceFor(stream.trialId).delete(stream.trialId);
    }
    if (!stream.out.writableEnded && !stream.out.destroyed) stream.out.end();
  };

  const push = async (stream: Stream, entry: TrialEntry, now: Date) => {
    stream.entry = entry;
    const view: TrialLive = await state.view(entry, stream.after, now);
    const sent = JSON.stringify([view.status, entry.deadline, view.announcements.map((a) => a.id)]);
    if (sent === stream.sent) return;
    stream.sent = sent;
    write(stream, `data: ${JSON.stringify(view)}\n\n`);
    // A finished attempt has nothing more to hear; the player leaves for its result.
    if (view.status === 'completed') close(stream);
  };

  const refresh = async () => {
    batch = null;
    const ids = [...dirty].filter((id) => byTrial.has(id));
    dirty.clear();
    for (let i = 0; i < ids.length; i += RELOAD_CHUNK) {
      const entries = await state.reload(ids.slice(i, i + RELOAD_CHUNK));
      const now = new Date();
      let written = 0;
      for (const id of ids.slice(i, i + RELOAD_CHUNK)) {
        for (const stream of [...(byTrial.get(id) ?? [])]) {
          const entry = entries.get(id);
          if (entry?.userId !== stream.userId) close(stream);
          else await push(stream, entry, now);
          if (++written % PUSH_CHUNK === 0) await yieldToAnswers();
        }
      }
    }
  };
  const markDirty = (ids: Iterable<string>) => {
    for (const id of ids) dirty.add(id);
    if (dirty.size && !batch)
      batch = setTimeout(() => void refresh().catch((err: unknown) => app.log.error({ err }, 'live: streams not refreshed')), BATCH_MS);
  };
  const streamsWhere = (match: (stream: Stream) => boolean) =>
    [...byTrial.values()]
      .flatMap((set) => [...set])
      .filter(match)
      .map((s) => s.trialId);

  const unlisten = state.onChange(({ kind, id }: LiveChange) => {
    if (kind === 'trial') markDirty(byTrial.has(id) ? [id] : []);
    else if (kind === 'user') markDirty(streamsWhere((s) => s.userId === id));
    else if (kind === 'quiz' || kind === 'announcements') markDirty(streamsWhere((s) => s.entry.quizId === Number(id)));
    else markDirty(byTrial.keys());
  });

  // An open stream is its attempt's sign of life (written at most every 30 s); what no message announces (a class
  // joined mid-sitting) is read again as the polls would. Without a slice: every stream (tests).
  const markPresent = (slice?: number) => {
    const now = new Date();
    for (const ids of slice === undefined ? slices : [slices[slice]!]) {
      ids.forEach((trialId) => {
        const { entry } = byTrial.get(trialId)!.values().next().value!;
        state.sawAlive(trialId, entry, now);
        if (state.stale(entry, now)) markDirty([trialId]);
      });
    }
  };
  let slice = 0;
  const presence = setInterval(() => markPresent((slice = (slice + 1) % PRESENCE_SLICES)), PRESENCE_MS / PRESENCE_SLICES).unref();

  // Streams hold their connection open: the server closes them first, or closing would wait for every player.
  app.addHook('preClose', async () => {
    unlisten();
    clearInterval(presence);
    if (batch) clearTimeout(batch);
    for (const set of [...byTrial.values()]) for (const stream of [...set]) close(stream);
  });

  return {
    /** Counts every open stream as its attempt's sign of life (tests; the app does it every 15 s, a slice a second). */
    markPresent: () => markPresent(),

    /**
     * Opens a stream for this trial's owner (the caller checked both): the current view at once, then every
     * change. Returns the body to send.
     */
    async open(trialId: string, userId: string, entry: TrialEntry, after: number): Promise<PassThrough> {
      const out = new PassThrough();
      const stream: Stream = { trialId, userId, after, entry, sent: '', out, timers: [] };
      let set = byTrial.get(trialId);
      if (!set) {
        byTrial.set(trialId, (set = new Set<Stream>()));
        sliceFor(trialId).add(trialId);
      }
      if (set.size >= STREAMS_PER_TRIAL) close(set.values().next().value!);
      set.add(stream);
      out.on('close', () => close(stream));
      stream.timers.push(
        setInterval(() => write(stream, ': beat\n\n'), BEAT_MS).unref(),
        setTimeout(() => close(stream), STREAM_LIFE_MS).unref(),
      );
      write(stream, `retry: ${RETRY_MS}\n\n`);
      await push(stream, entry, new Date());
      return out;
    },
  };
}

export type LiveStreams = ReturnType<typeof liveStreams>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The running players' open streams (tests mark them present with `liveStreams.markPresent()`). */
    liveStreams: LiveStreams;
  }
}
