import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StudentAssignmentList, studentPaths, type StudentAssignment } from '@mizan/contract/assignments';
import type { Language } from '@mizan/contract/i18n';
import { localized } from '../../lib/localized.js';
import { assignmentRepo, type StudentAssignmentRow } from './repo.js';

const tags = ['assignments'];

/** upcoming → open → done (a completed attempt for it) or missed (closed without one); a running trial keeps it open. */
export function studentStatus(row: StudentAssignmentRow, now: Date): StudentAssignment['status'] {
  if (row.completed > 0) return 'done';
  if (now < new Date(row.opensAt)) return 'upcoming';
  if (now < new Date(row.closesAt) || row.running) return 'open';
  return 'missed';
}

const toStudentAssignment = (row: StudentAssignmentRow, now: Date, lang: Language): StudentAssignment => ({
  id: row.id,
  quiz: { id: row.quizId, title: localized(lang, row.titleAr, row.titleEn), duration_minutes: row.durationMinutes },
  groups: lang === 'ar' ? row.groupsAr : row.groupsEn,
  opens_at: new Date(row.opensAt).toISOString(),
  closes_at: new Date(row.closesAt).toISOString(),
  attempts_allowed: row.attempts,
  attempts_used: row.used,
  status: studentStatus(row, now),
  trial_in_progress: row.running,
  last_trial: row.last,
  server_now: now.toISOString(),
});

/** assignments/: My assignments, every assignment reaching the student through their classes. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = assignmentRepo(app.db);
  app.get(`/${studentPaths.assignments}`, { schema: { tags, response: { 200: StudentAssignmentList } } }, async (request) => {
    const { userId } = await app.requireAuth(request);
    const now = new Date();
    return (await repo.forStudent(userId)).map((row) => toStudentAssignment(row, now, request.lang));
  });
};
