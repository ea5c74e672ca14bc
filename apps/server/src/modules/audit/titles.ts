import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntity } from '@mizan/contract/admin/audit';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import {
  accommodations,
  announcements,
  categories,
  certificates,
  competitions,
  coupons,
  payments,
  plans,
  questionCategories,
  questions,
  quizzes,
  schools,
  trials,
  users,
  groups,
} from '../../db/schema/index.js';
import { localized } from '../../lib/localized.js';
import { plainText } from '../../lib/rich-text.js';
import { lineage } from '../question-bank/repo.js';

/** An object's name in both languages, keyed by the id its audit rows carry. */
interface Named {
  key: string;
  ar: string;
  en: string | null;
}
type Lookup = (db: Db, ids: string[]) => Promise<Named[]>;

// Audit ids are text; only well-formed ones reach a typed column (a bad cast would fail the whole page).
const ints = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
const uuids = (ids: string[]) => ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));

/** A quiz is named as the console shows it: its draft's title, else the published one. */
const quizTitle: Lookup = (db, ids) =>
  db
    .select({
      key: sql<string>`${quizzes.id}::text`,
      ar: sql<string>`coalesce(nullif(${quizzes.draft}->'title'->>'ar', ''), ${quizzes.titleAr})`,
      en: sql<string>`coalesce(${quizzes.draft}->'title'->>'en', ${quizzes.titleEn})`,
    })
    .from(quizzes)
    .where(inArray(quizzes.id, ints(ids)));

/** A table whose rows are named by two columns, looked up by their integer id. */
const namedRows =
  (table: PgTable, id: PgColumn, ar: PgColumn, en: PgColumn): Lookup =>
  (db, ids) =>
    db
      .select({ key: sql<string>`${id}::text`, ar: sql<string>`${ar}`, en: sql<string | null>`${en}` })
      .from(table)
      .where(inArray(id, ints(ids)));

const LOOKUPS: Partial<Record<AuditEntity, Lookup>> = {
  quiz: quizTitle,
  quiz_results: quizTitle,
  // A question's audit id is its bank id (the lineage); its current revision names it.
  question: (db, ids) =>
    db
      .select({ key: sql<string>`${lineage}::text`, ar: questions.textAr, en: questions.textEn })
      .from(questions)
      .where(and(inArray(lineage, ints(ids)), isNull(questions.supersededAt))),
  question_category: namedRows(questionCategories, questionCategories.id, questionCategories.nameAr, questionCategories.nameEn),
  quiz_category: namedRows(categories, categories.id, categories.nameAr, categories.nameEn),
  plan: namedRows(plans, plans.id, plans.nameAr, plans.nameEn),
  competition: namedRows(competitions, competitions.id, competitions.titleAr, competitions.titleEn),
  announcement: namedRows(announcements, announcements.id, announcements.subjectAr, announcements.subjectEn),
  school: namedRows(schools, schools.id, schools.nameAr, schools.nameEn),
  group: namedRows(groups, groups.id, groups.nameAr, groups.nameEn),
  coupon: (db, ids) =>
    db
      .select({ key: sql<string>`${coupons.id}::text`, ar: coupons.code, en: sql<null>`null` })
      .from(coupons)
      .where(inArray(coupons.id, ints(ids))),
  user: (db, ids) =>
    db
      .select({ key: sql<string>`${users.id}::text`, ar: users.fullname, en: sql<null>`null` })
      .from(users)
      .where(inArray(users.id, uuids(ids))),
  // Extra time, a payment and a certificate belong to a student: the student's name tells them apart.
  accommodation: (db, ids) =>
    db
      .select({ key: sql<string>`${accommodations.id}::text`, ar: users.fullname, en: sql<null>`null` })
      .from(accommodations)
      .innerJoin(users, eq(users.id, accommodations.userId))
      .where(inArray(accommodations.id, ints(ids))),
  payment: (db, ids) =>
    db
      .select({ key: sql<string>`${payments.id}::text`, ar: users.fullname, en: sql<null>`null` })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(inArray(payments.id, uuids(ids))),
  // An attempt is named by its quiz only: the audit log must not undo anonymous marking.
  trial: (db, ids) =>
    db
      .select({ key: sql<string>`${trials.id}::text`, ar: quizzes.titleAr, en: quizzes.titleEn })
      .from(trials)
      .innerJoin(quizzes, eq(quizzes.id, trials.quizId))
      .where(inArray(trials.id, uuids(ids))),
  certificate: (db, ids) =>
    db
      .select({ key: certificates.verificationCode, ar: certificates.holderName, en: sql<null>`null` })
      .from(certificates)
      .where(inArray(certificates.verificationCode, ids)),
};

const MAX_LENGTH = 80;
const shorten = (text: string) => {
  const plain = plainText(text).replace(/\s+/g, ' ');
  return plain.length > MAX_LENGTH ? `${plain.slice(0, MAX_LENGTH - 1)}…` : plain;
};

/** The name a row's own changes recorded (what a deleted object was called): its title, name or text. */
function recordedName(changes: Record<string, [unknown, unknown]>, lang: Language): string | null {
  for (const field of ['title', 'name', 'text']) {
    const [before, after] = changes[field] ?? [];
    const value = after ?? before;
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object' && 'ar' in value) {
      const { ar, en } = value as { ar: unknown; en?: unknown };
      if (typeof ar === 'string') return localized(lang, ar, typeof en === 'string' ? en : null);
    }
  }
  return null;
}

export interface TitledRow {
  entity: string;
  entityId: string | null;
  changes: Record<string, [unknown, unknown]>;
}

/**
 * Names the objects of one audit page: one query per kind of object on the page (at most a page's worth of ids
 * each), so the log stays as cheap as its page size. Live names first; a deleted object keeps its recorded name.
 */
export async function auditTitles(db: Db, rows: readonly TitledRow[], lang: Language): Promise<(string | null)[]> {
  const idsByKind = new Map<AuditEntity, Set<string>>();
  for (const row of rows) {
    const kind = row.entity as AuditEntity;
    if (row.entityId == null || !LOOKUPS[kind]) continue;
    idsByKind.set(kind, (idsByKind.get(kind) ?? new Set()).add(row.entityId));
  }
  const named = new Map<string, string>();
  await Promise.all(
    [...idsByKind].map(async ([kind, ids]) => {
      for (const row of await LOOKUPS[kind]!(db, [...ids])) named.set(`${kind}:${row.key}`, localized(lang, row.ar, row.en));
    }),
  );
  return rows.map((row) => {
    const name = named.get(`${row.entity}:${row.entityId}`) ?? recordedName(row.changes, lang);
    return name ? shorten(name) || null : null;
  });
}
