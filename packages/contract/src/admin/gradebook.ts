import { z } from 'zod';
import { ExportFormat } from './common.js';

/**
 * A class's gradebook (`admin/groups/:id/gradebook/`): its current members × the assignments given to it.
 *
 * The attempt that counts is the student's best completed, non-preview attempt of the assignment's quiz that
 * started inside their window (their own window when they have one): best by percentage, the earlier on a tie.
 * An attempt still awaiting a person's mark has no percentage yet, so it does not count until marked.
 * A cell's status, first that applies:
 * - `upcoming`: the student's window has not opened;
 * - `completed`: an attempt counts;
 * - `pending_marking`: an attempt in the window is complete but awaits marking;
 * - `in_progress`: an attempt in the window is running;
 * - `open`: the window is open and nothing was started;
 * - `missed`: the window closed with no completed attempt.
 */
export const GradebookStatus = z.enum(['upcoming', 'open', 'in_progress', 'completed', 'pending_marking', 'missed']);
export type GradebookStatus = z.infer<typeof GradebookStatus>;
export const TrialMarking = z.enum(['pending', 'complete']);

/** `?ordering=name|-name|<assignment id>|-<assignment id>` (an assignment sorts by its cells' percentages, missing last). */
export const GradebookQuery = z.object({
  format: z.enum(['json', ...ExportFormat.options]).default('json'),
  ordering: z
    .string()
    .regex(/^-?(name|\d{1,10})$/)
    .optional(),
});
export type GradebookQuery = z.input<typeof GradebookQuery>;

export const GradebookParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const GradebookStudentParams = GradebookParams.extend({ userId: z.uuid() });

const Titled = z.object({ id: z.number().int(), title: z.object({ ar: z.string(), en: z.string() }) });

export const GradebookAssignment = z.object({
  id: z.number().int(),
  quiz: Titled,
  opens_at: z.string(),
  closes_at: z.string(),
  /** Mean of the counted percentages (null while none has one). */
  average: z.number().nullable(),
  /** Members whose cell is `completed`. */
  completed: z.number().int(),
});
export type GradebookAssignment = z.infer<typeof GradebookAssignment>;

export const GradebookCell = z.object({
  assignment: z.number().int(),
  status: GradebookStatus,
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** `pending` while an attempt in the window awaits a mark (it may still beat the counted one), else the counted attempt's. */
  marking: TrialMarking.nullable(),
  /** Attempts started in the window. */
  attempts: z.number().int(),
  /** The attempt that counts; without one, the latest attempt in the window (awaiting marking or running), so the cell opens it. */
  trial: z.string().nullable(),
});
export type GradebookCell = z.infer<typeof GradebookCell>;

export const GradebookStudent = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  /** One per assignment, in the order of `assignments`. */
  cells: z.array(GradebookCell),
});
export type GradebookStudent = z.infer<typeof GradebookStudent>;

export const GradebookResponse = z.object({
  group: z.object({ id: z.number().int(), name: z.object({ ar: z.string(), en: z.string() }) }),
  assignments: z.array(GradebookAssignment),
  students: z.array(GradebookStudent),
});
export type GradebookResponse = z.infer<typeof GradebookResponse>;

export const GradebookAttempt = z.object({
  id: z.string(),
  started_at: z.string(),
  completed_at: z.string().nullable(),
  status: z.enum(['in_progress', 'completed']),
  percentage: z.number().nullable(),
  passed: z.boolean().nullable(),
  marking: TrialMarking.nullable(),
  /** Started inside the student's window (only these can count). */
  in_window: z.boolean(),
  /** The attempt that counts for this assignment. */
  counted: z.boolean(),
});
export type GradebookAttempt = z.infer<typeof GradebookAttempt>;

/** `admin/groups/:id/gradebook/students/:userId/`: every assignment of the class with all the student's attempts of its quiz. */
export const GradebookStudentResponse = z.object({
  student: z.object({ id: z.string(), fullname: z.string(), email: z.string() }),
  assignments: z.array(
    GradebookAssignment.omit({ average: true, completed: true }).extend({
      /** The student's own window when they have one. */
      own_window: z.boolean(),
      cell: GradebookCell,
      attempts: z.array(GradebookAttempt),
    }),
  ),
});
export type GradebookStudentResponse = z.infer<typeof GradebookStudentResponse>;
