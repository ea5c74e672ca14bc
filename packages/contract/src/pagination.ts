import { z } from 'zod';

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** `?limit=&page=` or `?limit=&offset=`; `?pagination=false` asks for a bare array. */
export const PaginationQuery = z.object({
  limit: positiveInt(100).optional(),
  page: positiveInt(1_000_000).optional(),
  offset: z.coerce.number().int().min(0).max(100_000_000).optional(),
  pagination: z.enum(['true', 'false']).optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
