import { isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ltiResourceLinks } from '../../db/schema/lti.js';

/** Every process hears a quiz newly linked to an LMS grade column here (the quiz's id as the payload). */
export const LTI_GRADED_CHANNEL = 'lti_graded_quizzes';

/**
 * The quizzes some LMS link sends grades for, kept in process, so completing a trial of any other quiz (nearly all of
 * them) costs the passback no query. A launch that links a quiz tells every process (LTI_GRADED_CHANNEL) before
 * the student can start it; links are never removed from the set (a platform deleted leaves a quiz whose passback
 * query then finds nothing), and the set is reloaded whenever a message may have been missed.
 */
export function gradedQuizzes(app: FastifyInstance) {
  let quizzes: Promise<Set<number>> | null = null;
  const load = () => {
    const loading = app.db
      .selectDistinct({ quizId: ltiResourceLinks.quizId })
      .from(ltiResourceLinks)
      .where(isNotNull(ltiResourceLinks.lineItemUrl))
      .then((rows) => new Set(rows.map((r) => r.quizId)));
    loading.catch(() => quizzes === loading && (quizzes = null));
    return loading;
  };
  const linked = (payload: string) => {
    const quizId = Number(payload);
    if (quizzes && Number.isInteger(quizId)) quizzes = quizzes.then((set) => set.add(quizId));
  };
  // Read again at once (not at the next completion): the listening connection reports a reset when it first connects.
  const unlisten = app.database.notifications.listen(LTI_GRADED_CHANNEL, linked, () => void (quizzes = load()));
  app.addHook('onClose', async () => unlisten());
  // Loaded with the app, so the first completions don't wait for it.
  app.addHook('onReady', async () => void (await (quizzes ??= load()).catch(() => undefined)));
  return {
    async sendsGrades(quizId: number): Promise<boolean> {
      return (await (quizzes ??= load())).has(quizId);
    },
    /** After a launch linked `quizId` to a grade column: every process learns it. */
    linked: (quizId: number) => app.database.notifications.notify(LTI_GRADED_CHANNEL, String(quizId)),
  };
}

export type GradedQuizzes = ReturnType<typeof gradedQuizzes>;
