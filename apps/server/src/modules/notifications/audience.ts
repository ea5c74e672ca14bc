import { sql, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience } from '@mizan/contract/admin/announcements';

/**
 * The users an announcement reaches, as a query selecting `user_id`. A quiz's takers are those who started it
 * (previews excluded). Classes add `{group}` here: `select user_id from group_members where group_id = …`.
 */
export function audienceRecipients(audience: AnnouncementAudience): SQL {
  return sql`select distinct user_id from trials where quiz_id = ${audience.quiz} and not preview`;
}
