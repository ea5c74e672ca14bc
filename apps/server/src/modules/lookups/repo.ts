import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cities, countries, regions, schools } from '../../db/schema/lookups.js';

export function lookupsRepo(db: Db) {
  return {
    countries: () => db.select().from(countries),
    cities: (countryId: number) =>
      db
        .select({
          id: cities.id,
          countryId: cities.countryId,
          nameAr: cities.nameAr,
          nameEn: cities.nameEn,
          region: { id: regions.id, nameAr: regions.nameAr, nameEn: regions.nameEn },
        })
        .from(cities)
        .leftJoin(regions, eq(regions.id, cities.regionId))
        .where(eq(cities.countryId, countryId)),
    schools: () =>
      db
        .select({
          id: schools.id,
          nameAr: schools.nameAr,
          nameEn: schools.nameEn,
          city: { id: cities.id, nameAr: cities.nameAr, nameEn: cities.nameEn },
        })
        .from(schools)
        .innerJoin(cities, eq(cities.id, schools.cityId)),
  };
}

/** Writes for the seed: each inserts what is missing and reports how many rows it added. */
export function lookupsSeedRepo(db: Db) {
  return {
    async insertCountries(rows: (typeof countries.$inferInsert)[]) {
      return (await db.insert(countries).values(rows).onConflictDoNothing().returning({ id: countries.id })).length;
    },
    async countryId(code: string) {
      const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, code));
      return row?.id;
    },
    async insertRegions(rows: (typeof regions.$inferInsert)[]) {
      return (await db.insert(regions).values(rows).onConflictDoNothing().returning({ id: regions.id })).length;
    },
    regions: (countryId: number) =>
      db.select({ id: regions.id, nameEn: regions.nameEn }).from(regions).where(eq(regions.countryId, countryId)),
    async insertCities(rows: (typeof cities.$inferInsert)[]) {
      return (await db.insert(cities).values(rows).onConflictDoNothing().returning({ id: cities.id })).length;
    },
    cities: (countryId: number) => db.select({ id: cities.id, nameEn: cities.nameEn }).from(cities).where(eq(cities.countryId, countryId)),
    hasSchools: async () => (await db.select({ id: schools.id }).from(schools).limit(1)).length > 0,
    async insertSchools(rows: (typeof schools.$inferInsert)[]) {
      return rows.length ? (await db.insert(schools).values(rows).onConflictDoNothing().returning({ id: schools.id })).length : 0;
    },
  };
}
