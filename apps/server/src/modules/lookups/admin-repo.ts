import { and, asc, count, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import { normalizeForSearch } from '@mizan/contract/arabic-search';
import type { AdminSchoolListFilter } from '@mizan/contract/admin/schools';
import type { Db } from '../../db/client.js';
import { cities, countries, regions, schools } from '../../db/schema/lookups.js';
import { personalInfo } from '../../db/schema/personal-info.js';
import { containsPattern, folded } from '../../lib/like-pattern.js';

/** Qualified by hand: in a single-table select drizzle writes columns unqualified, which the subquery would misread. */
const studentsCount = sql<number>`(select count(*)::int from ${personalInfo} pi where pi.school_id = ${schools}.id)`;
const schoolsCount = sql<number>`(select count(*)::int from ${schools} s where s.city_id = ${cities}.id)`;

const ORDERINGS = { name: schools.nameAr, name_en: schools.nameEn, students_count: studentsCount, id: schools.id } as const;

const columns = {
  id: schools.id,
  nameAr: schools.nameAr,
  nameEn: schools.nameEn,
  city: { id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn, countryId: cities.countryId },
  studentsCount,
};

export function schoolsAdminRepo(db: Db) {
  const select = () => db.select(columns).from(schools).innerJoin(cities, eq(cities.id, schools.cityId));

  return {
    async page(query: AdminSchoolListFilter, limit: number, offset: number) {
      const needle = query.search ? normalizeForSearch(query.search) : '';
      const pattern = containsPattern(needle);
      const where = and(
        query.city ? eq(schools.cityId, query.city) : undefined,
        query.region ? eq(cities.regionId, query.region) : undefined,
        query.country ? eq(cities.countryId, query.country) : undefined,
        needle ? or(like(folded(schools.nameAr), pattern), like(sql`lower(${schools.nameEn})`, pattern)) : undefined,
      );
      const key = (query.ordering?.replace(/^-/, '') ?? '') as keyof typeof ORDERINGS;
      const direction = query.ordering?.startsWith('-') ? desc : asc;
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(direction(ORDERINGS[key] ?? schools.nameAr), asc(schools.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(schools).innerJoin(cities, eq(cities.id, schools.cityId)).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },

    one: async (id: number) => (await select().where(eq(schools.id, id)))[0],

    /** Every city, with what the console's city filter shows beside it. */
    cities: () =>
      db
        .select({
          id: cities.id,
          nameAr: cities.nameAr,
          nameEn: cities.nameEn,
          region: { id: regions.id, nameAr: regions.nameAr, nameEn: regions.nameEn },
          country: { id: countries.id, code: countries.code, nameAr: countries.nameAr, nameEn: countries.nameEn },
          schoolsCount,
        })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .orderBy(asc(cities.id)),

    city: async (id: number) => (await db.select().from(cities).where(eq(cities.id, id)))[0],

    /**
     * Another school of the city with the same name, Arabic-aware (hamza forms, ta marbuta, harakat, case):
     * `ar` when the Arabic names match, `en` when the (non-empty) English ones do.
     */
    async sameName(cityId: number, name: { ar: string; en: string }, exceptId?: number): Promise<'ar' | 'en' | null> {
      const [row] = await db
        .select({ ar: sql<boolean>`${folded(schools.nameAr)} = ${folded(name.ar)}` })
        .from(schools)
        .where(
          and(
            eq(schools.cityId, cityId),
            exceptId === undefined ? undefined : ne(schools.id, exceptId),
            or(
              sql`${folded(schools.nameAr)} = ${folded(name.ar)}`,
              name.en ? sql`${folded(schools.nameEn)} = ${folded(name.en)}` : undefined,
            ),
          ),
        )
        .limit(1);
      return row ? (row.ar ? 'ar' : 'en') : null;
    },

    insert: async (values: typeof schools.$inferInsert) => (await db.insert(schools).values(values).returning({ id: schools.id }))[0]!.id,

    update: (id: number, values: Partial<typeof schools.$inferInsert>) => db.update(schools).set(values).where(eq(schools.id, id)),

    /** Students' records of the school follow it to its (new) city, so school and city still agree. */
    moveReferencesToCity: (schoolId: number, city: { id: number; countryId: number }) =>
      db.update(personalInfo).set({ cityId: city.id, countryId: city.countryId }).where(eq(personalInfo.schoolId, schoolId)),

    /**
     * Locks the schools (in id order, so two crossing merges queue instead of deadlocking) and tells which
     * still exist: a concurrent merge or delete may have removed one since it was read.
     */
    async lock(ids: number[]) {
      const rows = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, ids)).orderBy(asc(schools.id)).for('update');
      return rows.map((r) => r.id);
    },

    /** Points every student's record of `from` at `into`; how many moved. */
    async moveReferences(from: number, into: number) {
      return (
        await db.update(personalInfo).set({ schoolId: into }).where(eq(personalInfo.schoolId, from)).returning({ id: personalInfo.id })
      ).length;
    },

    delete: (id: number) => db.delete(schools).where(eq(schools.id, id)),

    /** Deletes the school unless a student's record names it; whether it did. */
    async deleteUnused(id: number) {
      const unused = sql`not exists (select 1 from ${personalInfo} pi where pi.school_id = ${id})`;
      return (
        (
          await db
            .delete(schools)
            .where(and(eq(schools.id, id), unused))
            .returning({ id: schools.id })
        ).length > 0
      );
    },
  };
}
