import { z } from 'zod';
import { bilingual } from './common.js';

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
  position: z.number().int(),
  /** False: retired. Nobody can buy it any more; what was bought with it stays valid. */
  active: z.boolean(),
  payments_count: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlan>;
export const AdminPlanListResponse = z.array(AdminPlan);

export const PlanInput = z.object({
  name: bilingual(120),
  description: bilingual(1000),
  price: RiyalAmount,
  /** 1: a single-quiz purchase, bound to the quiz it is bought for. */
  number_of_quizzes: z.number().int().min(1).max(1000),
  position: z.number().int().min(0).max(1000).default(0),
  active: z.boolean().default(true),
});
export type PlanInput = z.input<typeof PlanInput>;
export const UpdatePlanRequest = PlanInput.partial();
export type UpdatePlanRequest = z.input<typeof UpdatePlanRequest>;
