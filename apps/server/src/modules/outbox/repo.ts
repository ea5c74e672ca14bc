import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/accounts.js';
import type { MailMessage } from '../../lib/mail.js';

export function outboxRepo(db: Db) {
  return {
    async insert(message: MailMessage) {
      await db.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html });
    },
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(mailOutbox),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
  };
}
