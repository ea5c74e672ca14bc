import { z } from 'zod';

/** The student's side of classes: their assignments and joining a class by its code. */
export const studentPaths = {
  assignments: 'assignments/',
  joinGroup: 'groups/join/',
} as const;

/** upcoming: not open yet; open: startable now; done: a completed attempt; missed: closed without one. */
export const AssignmentStatus = z.enum(['upcoming', 'open', 'done', 'missed']);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;

export const StudentAssignment = z.object({
  id: z.number().int(),
  quiz: z.object({ id: z.number().int(), title: z.string(), duration_minutes: z.number().int().nullable() }),
  groups: z.array(z.string()),
  /** The student's own window (their override when they have one). */
  opens_at: z.string(),
  closes_at: z.string(),
  attempts_allowed: z.number().int().nullable(),
  attempts_used: z.number().int(),
  status: AssignmentStatus,
  /** Their trial running now, to resume. */
  trial_in_progress: z.string().nullable(),
  /** Their latest completed trial, for its result. */
  last_trial: z.string().nullable(),
  server_now: z.string(),
});
export type StudentAssignment = z.infer<typeof StudentAssignment>;
export const StudentAssignmentList = z.array(StudentAssignment);
export type StudentAssignmentList = z.infer<typeof StudentAssignmentList>;

export const JoinGroupRequest = z.strictObject({ code: z.string().trim().min(4).max(20) });
export type JoinGroupRequest = z.infer<typeof JoinGroupRequest>;
export const JoinGroupResponse = z.object({ group: z.object({ id: z.number().int(), name: z.string() }), joined: z.boolean() });
export type JoinGroupResponse = z.infer<typeof JoinGroupResponse>;
