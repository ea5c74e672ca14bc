import { sql, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience } from '@mizan/contract/admin/announcements';
import { groupMembers } from '../../db/schema/groups.js';
import { trials } from '../../db/schema/quizzes.js';
import { inScope, type StudentScope } from '../groups/scope.js';

/**
 * The users an announcement reaches, as a query selecting `user_id`: a quiz's takers (those who started it,
 * previews excluded) or a class's members, within the sender's scope.
 */
export function audienceRecipients(audience: AnnouncementAudience, scope: StudentScope): SQL {
  return 'quiz' in audience
    ? sql`select distinct t.user_id from ${trials} t where t.quiz_id = ${audience.quiz} and not t.preview and ${inScope(scope, sql`t.user_id`)}`
    : sql`select m.user_id from ${groupMembers} m where m.group_id = ${audience.group}`;
}
