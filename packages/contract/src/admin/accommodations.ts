import { z } from 'zod';

/** Up to ×4 in hundredths (×1.25, ×1.5, ×2): what institutions grant for extended time. */
export const TimeMultiplier = z.number().min(1).max(4).multipleOf(0.01, { message: 'invalid_multiplier' });
export const MAX_EXTRA_MINUTES = 600;

/** A student's extra time, for one quiz or (quiz null) for all of them; one of each per student. */
export const AdminAccommodation = z.object({
  id: z.number().int(),
  quiz: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  time_multiplier: z.number(),
  extra_minutes: z.number().int(),
  note: z.string(),
  updated_at: z.string(),
});
export type AdminAccommodation = z.infer<typeof AdminAccommodation>;

/** Sets the student's accommodation for `quiz` (null: every quiz), replacing the one there was. */
export const AccommodationInput = z
  .strictObject({
    quiz: z.number().int().positive().nullable(),
    time_multiplier: TimeMultiplier.default(1),
    extra_minutes: z.number().int().min(0).max(MAX_EXTRA_MINUTES).default(0),
    note: z.string().trim().max(500).default(''),
  })
  .refine((a) => a.time_multiplier > 1 || a.extra_minutes > 0, { message: 'no_extra_time', path: ['time_multiplier'] });
export type AccommodationInput = z.input<typeof AccommodationInput>;

export const AccommodationParams = z.object({ id: z.uuid(), accommodationId: z.coerce.number().int().positive() });
export const AdminAccommodationList = z.array(AdminAccommodation);
