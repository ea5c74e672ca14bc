import { z } from 'zod';
import { bilingual, requiredBilingual } from './common.js';

/** SAR above zero with at most two decimals ("49", "49.5", "49.50"), as operators type prices. */
export const RiyalAmount = z
  .string()
  .trim()
  .regex(/^(?!0+(\.0+)?$)\d{1,6}(\.\d{1,2})?$/);

export const AdminPlan = z.object({
  id: z.number().int(),
  name: z.object({ ar: z.string(), en: z.string() }),
  description: z.object({ ar: z.string(), en: z.string() }),
  /** SAR decimal string ("49.00"). */
  price: z.string(),
  number_of_quizzes: z.number().int(),
  /** The quizzes it can be used for; null: every paid quiz. */
  quizzes: z.array(z.number().int()).nullable(),
  /** Days a purchase stays usable after payment; null: no end. */
  valid_days: z.number().int().nullable(),
  position: z.number().int(),
  /** False: retired. Nobody can buy it any more; what was bought with it stays valid. */
  active: z.boolean(),
  payments_count: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;
export const AdminPlanListResponse = z.array(AdminPlan);

const PlanFields = z.strictObject({
  /** Shown to buyers: a nameless plan can't be sold. */
  name: requiredBilingual(120),
  description: bilingual(1000),
  price: RiyalAmount,
  /** 1: a single-quiz purchase, bound to the quiz it is bought for. */
  number_of_quizzes: z.number().int().min(1).max(1000),
  /** Null: every paid quiz. What was bought keeps the set it was bought with. */
  quizzes: z.array(z.number().int().min(1)).min(1).max(500).nullable(),
  valid_days: z.number().int().min(1).max(3650).nullable(),
  position: z.number().int().min(0).max(1000),
  active: z.boolean(),
});
export const PlanInput = PlanFields.extend({
  quizzes: PlanFields.shape.quizzes.default(null),
  valid_days: PlanFields.shape.valid_days.default(null),
  position: PlanFields.shape.position.default(0),
  active: PlanFields.shape.active.default(true),
});
export type PlanInput = z.input<typeof PlanInput>;
/** Only what is named changes (no defaults here: a retire must not reset the position or the quiz set). */
export const UpdatePlanRequest = PlanFields.partial();
export type UpdatePlanRequest = z.input<typeof UpdatePlanRequest>;
