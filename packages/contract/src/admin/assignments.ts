import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery } from './common.js';
import { Instant } from '../instant.js';

/** A student's own window for an assignment (extra days, a make-up sitting). */
export const AssignmentOverride = z.strictObject({ user: z.uuid(), opens_at: Instant, closes_at: Instant });
export type AssignmentOverride = z.infer<typeof AssignmentOverride>;

const windowed = <T extends { opens_at?: string | undefined; closes_at?: string | undefined }>(value: T) =>
  value.opens_at == null || value.closes_at == null || Date.parse(value.closes_at) > Date.parse(value.opens_at);

const fields = {
  quiz: z.number().int().positive(),
  groups: z.array(z.number().int().positive()).min(1).max(100),
  opens_at: Instant,
  closes_at: Instant,
  attempts: z.number().int().min(1).max(100).nullable().optional(),
  duration_minutes: z.number().int().min(1).max(1440).nullable().optional(),
  overrides: z
    .array(AssignmentOverride.refine(windowed, { message: 'window_order', path: ['closes_at'] }))
    .max(500)
    .optional(),
};

/** Gives a published quiz to classes inside a window (ISO instants, stored UTC). */
export const CreateAssignmentRequest = z.strictObject(fields).refine(windowed, { message: 'window_order', path: ['closes_at'] });
export type CreateAssignmentRequest = z.input<typeof CreateAssignmentRequest>;

/** Any of the same fields; `overrides`, when given, replaces the per-student windows. */
export const UpdateAssignmentRequest = z
  .strictObject({
    ...fields,
    quiz: fields.quiz.optional(),
    groups: fields.groups.optional(),
    opens_at: Instant.optional(),
    closes_at: Instant.optional(),
  })
  .refine(windowed, { message: 'window_order', path: ['closes_at'] });
export type UpdateAssignmentRequest = z.input<typeof UpdateAssignmentRequest>;

export const AdminAssignment = z.object({
  id: z.number().int(),
  quiz: z.object({ id: z.number().int(), title: z.string(), access: z.string() }),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  opens_at: z.string(),
  closes_at: z.string(),
  attempts: z.number().int().nullable(),
  duration_minutes: z.number().int().nullable(),
  overrides: z.array(
    z.object({ user: z.object({ id: z.string(), fullname: z.string(), email: z.string() }), opens_at: z.string(), closes_at: z.string() }),
  ),
  status: z.enum(['upcoming', 'open', 'closed']),
  created_at: z.string(),
});
export type AdminAssignment = z.infer<typeof AdminAssignment>;
export const AdminAssignmentListQuery = AdminListQuery.extend({ group: z.coerce.number().int().positive().optional() });
export type AdminAssignmentListQuery = z.infer<typeof AdminAssignmentListQuery>;
export const AdminAssignmentListResponse = paginated(AdminAssignment);
export type AdminAssignmentListResponse = z.infer<typeof AdminAssignmentListResponse>;
