import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PREFERENCE, type NotificationKind } from '@mizan/contract/notifications';
import type { Db } from '../../db/client.js';

/** The job that e-mails one notification (modules/notifications/mail-job.ts). */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

/** A bilingual value in params is shown in the reader's language (see render.ts). */
export type NotificationParams = Record<string, string | number | { ar: string; en: string }>;

export interface NotificationEvent {
  kind: NotificationKind;
  /** Names the event: each user gets it once per key, however often (or by however many processes) it is raised. */
  key: string;
  /** The recipients: user ids, or a query selecting a `user_id` column (a class's members, a quiz's takers). */
  to: readonly string[] | SQL;
  /** Where it concerns, a path of the web app. */
  link?: string | null;
  /** Fill the kind's template (locales `notifications.json`, `kinds.<kind>`). */
  params?: NotificationParams;
}

/**
 * Raises an event for its recipients: the other modules' one call. Pass a transaction to make the notification
 * part of the change it reports. One statement: a notification per recipient (in the app or not, as each
 * recipient's preference for the kind says), skipped where the key was already raised, plus an e-mail job for each
 * new one whose recipient wants e-mail, on the same durable queue every process works from. Answers how many
 * notifications are new.
 */
export async function notify(db: Db, event: NotificationEvent): Promise<number> {
  const recipients = Array.isArray(event.to)
    ? event.to.length === 0
      ? null
      : sql`select unnest(array[${sql.join(
          event.to.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]) as user_id`
    : (event.to as SQL);
  if (!recipients) return 0;
  return notifyFrom(
    db,
    event.kind,
    sql`select distinct r.user_id, ${event.key}::text as dedupe_key, ${JSON.stringify(event.params ?? {})}::jsonb as params,
          ${event.link ?? null}::text as link
        from (${recipients}) r`,
  );
}

/**
 * The same for events whose params differ per recipient: `source` selects `user_id, dedupe_key, params, link`
 * (a completed trial's result, read in the statement that raises it).
 */
export async function notifyFrom(db: Db, kind: NotificationKind, source: SQL): Promise<number> {
  const result = (await db.execute(sql`
    with inserted as (
      insert into notifications (user_id, kind, dedupe_key, params, link, in_app, by_email)
      select s.user_id, ${kind}, s.dedupe_key, s.params, s.link, coalesce(p.in_app, ${DEFAULT_PREFERENCE.in_app}), coalesce(p.email, ${DEFAULT_PREFERENCE.email})
      from (${source}) s
      join users u on u.id = s.user_id and u.deactivated_at is null
      left join notification_preferences p on p.user_id = s.user_id and p.kind = ${kind}
      on conflict (user_id, dedupe_key) do nothing
      returning id, by_email
    ), mails as (
      insert into jobs (kind, payload)
      select ${NOTIFICATION_MAIL_JOB}, jsonb_build_object('id', id) from inserted where by_email
      returning 1
    )
    select count(*)::int as created from inserted`)) as unknown as { rows: { created: number }[] };
  return result.rows[0]?.created ?? 0;
}
