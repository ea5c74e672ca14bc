import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';

/** A mail kept by the development outbox (no SMTP configured). */
export const OutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxListQuery = PaginationQuery;
export const OutboxListResponse = paginated(OutboxMessage);
export type OutboxListResponse = z.infer<typeof OutboxListResponse>;
