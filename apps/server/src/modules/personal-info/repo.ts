import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries, schools } from '../../db/schema/lookups.js';
import { personalInfo } from '../../db/schema/personal-info.js';
import { quizzes } from '../../db/schema/quizzes.js';

export type PersonalInfoRow = typeof personalInfo.$inferSelect;
export type PersonalInfoValues = Pick<PersonalInfoRow, 'degree' | 'countryId' | 'cityId' | 'schoolId' | 'gender' | 'birthDate'>;

const withNames = {
  row: personalInfo,
  countryAr: countries.nameAr,
  countryEn: countries.nameEn,
  cityAr: cities.nameAr,
  cityEn: cities.nameEn,
  schoolAr: schools.nameAr,
  schoolEn: schools.nameEn,
};
export type NamedPersonalInfo = { row: PersonalInfoRow } & Record<Exclude<keyof typeof withNames, 'row'>, string | null>;

export function personalInfoRepo(db: Db) {
  const named = () =>
    db
      .select(withNames)
      .from(personalInfo)
      .leftJoin(countries, eq(countries.id, personalInfo.countryId))
      .leftJoin(cities, eq(cities.id, personalInfo.cityId))
      .leftJoin(schools, eq(schools.id, personalInfo.schoolId));

  return {
    async quizConfig(quizId: number) {
      const [row] = await db
        .select({ id: quizzes.id, config: quizzes.personalInfo })
        .from(quizzes)
        .where(and(eq(quizzes.id, quizId), eq(quizzes.published, true)));
      return row;
    },

    /** What the start guard reads, only for quizzes that require something. */
    async row(userId: string, quizId: number): Promise<PersonalInfoRow | undefined> {
      const [row] = await db
        .select()
        .from(personalInfo)
        .where(and(eq(personalInfo.userId, userId), eq(personalInfo.quizId, quizId)));
      return row;
    },

    async saved(userId: string, quizId: number): Promise<NamedPersonalInfo | undefined> {
      const [row] = await named().where(and(eq(personalInfo.userId, userId), eq(personalInfo.quizId, quizId)));
      return row;
    },

    async latestElsewhere(userId: string, quizId: number): Promise<NamedPersonalInfo | undefined> {
      const [row] = await named()
        .where(and(eq(personalInfo.userId, userId), ne(personalInfo.quizId, quizId)))
        .orderBy(desc(personalInfo.updatedAt))
        .limit(1);
      return row;
    },

    /** False when the user already has a row for the quiz. */
    async insert(userId: string, quizId: number, values: PersonalInfoValues): Promise<boolean> {
      const rows = await db
        .insert(personalInfo)
        .values({ userId, quizId, ...values })
        .onConflictDoNothing()
        .returning({ id: personalInfo.id });
      return rows.length > 0;
    },

    async update(userId: string, quizId: number, values: PersonalInfoValues): Promise<boolean> {
      const rows = await db
        .update(personalInfo)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(personalInfo.userId, userId), eq(personalInfo.quizId, quizId)))
        .returning({ id: personalInfo.id });
      return rows.length > 0;
    },

    async countryExists(id: number) {
      return (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id))).length > 0;
    },
    async cityCountry(id: number) {
      const [row] = await db.select({ countryId: cities.countryId }).from(cities).where(eq(cities.id, id));
      return row?.countryId;
    },
    async schoolCity(id: number) {
      const [row] = await db.select({ cityId: schools.cityId }).from(schools).where(eq(schools.id, id));
      return row?.cityId;
    },
  };
}

export type PersonalInfoRepo = ReturnType<typeof personalInfoRepo>;
