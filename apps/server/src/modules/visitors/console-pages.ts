import { sql } from 'drizzle-orm';

/** The operator console's routes (`/admin`, `/admin/…`), whatever query or fragment follows. */
const CONSOLE_PAGE = '^/admin([/?#]|$)';

export const isConsolePage = (pageUrl: string) => new RegExp(CONSOLE_PAGE).test(pageUrl);

/**
 * Page views that are student traffic, for analytics over `page_views`: not the console's pages, nor any page seen
 * by staff or admins (views recorded before these were kept out at the door, too).
 */
export const studentPageViews = sql`page_url !~ ${CONSOLE_PAGE} and not exists (
  select 1 from users u where u.id = page_views.user_id and u.role <> 'student')`;
