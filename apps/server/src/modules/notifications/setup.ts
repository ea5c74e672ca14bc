import type { FastifyInstance } from 'fastify';
import type { AfterComplete } from '../trials/completion.js';
import { handleAssignmentNotices } from './assignment-notices.js';
import { handleCompetitionReminders } from './competition-reminders.js';
import { notifyResult } from './events.js';
import { handleNotificationMails } from './mail-job.js';

/** The notification jobs every process runs, and the hook that announces a completed trial's result. */
export function attachNotifications(app: FastifyInstance): { afterComplete: AfterComplete } {
  handleNotificationMails(app);
  handleCompetitionReminders(app);
  handleAssignmentNotices(app);
  return {
    // One statement on the completion path; a failure is logged, never fails the completion, and is tried again by the
    // follow-up pass (the notification is keyed by its trial: raised once).
    afterComplete: async (trialId) => {
      await notifyResult(app.db, trialId).catch((err: unknown) => {
        app.log.error({ err, trial: trialId }, 'result notification failed');
        throw err;
      });
    },
  };
}
