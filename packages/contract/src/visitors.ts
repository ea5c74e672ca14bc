import { z } from 'zod';

export const TrackVisitorRequest = z.strictObject({
  page_url: z.string().trim().min(1).max(2048),
  referrer: z.string().max(2048).optional().nullable(),
});
export type TrackVisitorRequest = z.infer<typeof TrackVisitorRequest>;

export const TrackVisitorResponse = z.object({ status: z.literal('ok') });
export type TrackVisitorResponse = z.infer<typeof TrackVisitorResponse>;
