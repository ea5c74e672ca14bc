import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery, plainText } from './common.js';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
/**
 * Who an announcement goes to: the takers of a quiz, or the members of a class (their recipients query is
 * modules/notifications/audience.ts). A staff member who teaches classes reaches only their own students.
 */
export const AnnouncementAudience = z.union([z.strictObject({ quiz: id }), z.strictObject({ group: id })]);
export type AnnouncementAudience = z.infer<typeof AnnouncementAudience>;

/** Plain text in both languages (e-mailed as is); English may be empty and then falls back to Arabic. */
const text = (max: number) => z.strictObject({ ar: plainText(max).min(1), en: plainText(max).default('') });

export const AnnouncementInput = z.strictObject({
  audience: AnnouncementAudience,
  subject: text(200),
  body: text(5000),
});
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

export const Announcement = z.object({
  id: z.number().int(),
  audience: AnnouncementAudience,
  /** The audience's name in the request's language (the quiz's title or the class's name). */
  audience_name: z.string(),
  subject: z.object({ ar: z.string(), en: z.string() }),
  body: z.object({ ar: z.string(), en: z.string() }),
  recipients_count: z.number().int(),
  sent_by: z.string().nullable(),
  created_at: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementListQuery = AdminListQuery;
export const AnnouncementList = paginated(Announcement);
export type AnnouncementList = z.infer<typeof AnnouncementList>;
