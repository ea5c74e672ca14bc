import { sql } from 'drizzle-orm';
import { char, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries, seeded from i18n-iso-countries; `code` is alpha-2. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

/** First-level administrative regions (Saudi Arabia's thirteen). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('regions_country_name_key').on(t.countryId, t.nameEn)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('cities_country_name_key').on(t.countryId, t.nameEn)],
);

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  // The unique indexes lead with the parent id, so they also serve the by-country and by-city lookups. The
  // Arabic name is the required one; an English name may be left empty (students then read the Arabic one),
  // so only a given English name must be unique in its city.
  (t) => [
    uniqueIndex('schools_city_name_ar_key').on(t.cityId, t.nameAr),
    uniqueIndex('schools_city_name_en_key')
      .on(t.cityId, t.nameEn)
      .where(sql`${t.nameEn} <> ''`),
  ],
);
