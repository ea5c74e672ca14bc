import type { Language } from '@mizan/contract/i18n';
import type { City, Country, School, SchoolYearOptionsResponse } from '@mizan/contract/lookups';
import { notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { Db } from '../../db/client.js';
import { cachedList, deriveEtag, etagOf, type CachedList } from './cache.js';
import { lookupsRepo } from './repo.js';
import { schoolYearOptions } from './school-years.js';

const collators = { ar: new Intl.Collator('ar'), en: new Intl.Collator('en') };

function byName<T extends { name: string }>(items: T[], lang: Language): T[] {
  return items.sort((a, b) => collators[lang].compare(a.name, b.name));
}

// Static data: built and hashed once per language for the life of the process.
const schoolYears = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => {
    const options = schoolYearOptions(lang);
    return [lang, { options, etag: etagOf(options) }];
  }),
) as Record<Language, { options: SchoolYearOptionsResponse; etag: string }>;

export function lookupsService(db: Db) {
  const repo = lookupsRepo(db);

  const countries = (lang: Language): Promise<CachedList<Country>> =>
    cachedList(db, `countries:${lang}`, async () =>
      byName(
        (await repo.countries()).map((row) => ({ id: row.id, name: localized(lang, row.nameAr, row.nameEn), code: row.code })),
        lang,
      ),
    );

  const allSchools = (lang: Language): Promise<CachedList<School>> =>
    cachedList(db, `schools:${lang}`, async () =>
      byName(
        (await repo.schools()).map((row) => ({
          id: row.id,
          name: localized(lang, row.nameAr, row.nameEn),
          city: { id: row.city.id, name: localized(lang, row.city.nameAr, row.city.nameEn) },
        })),
        lang,
      ),
    );

  return {
    countries,

    /** 404 for an unknown country; a country without cities on file has an empty list. */
    async cities(countryId: number, lang: Language): Promise<CachedList<City>> {
      if (!(await countries(lang)).items.some((country) => country.id === countryId)) throw notFound();
      return cachedList(db, `cities:${countryId}:${lang}`, async () =>
        byName(
          (await repo.cities(countryId)).map((row) => ({
            id: row.id,
            name: localized(lang, row.nameAr, row.nameEn),
            country_id: row.countryId,
            region: row.region && { id: row.region.id, name: localized(lang, row.region.nameAr, row.region.nameEn) },
          })),
          lang,
        ),
      );
    },

    async schools(cityId: number | undefined, lang: Language): Promise<CachedList<School>> {
      const all = await allSchools(lang);
      if (cityId === undefined) return all;
      return { items: all.items.filter((school) => school.city.id === cityId), etag: deriveEtag(all.etag, `city${cityId}`) };
    },

    async school(schoolId: number, lang: Language): Promise<{ item: School; etag: string }> {
      const all = await allSchools(lang);
      const item = all.items.find((school) => school.id === schoolId);
      if (!item) throw notFound();
      return { item, etag: deriveEtag(all.etag, `school${schoolId}`) };
    },

    schoolYearOptions: (lang: Language) => schoolYears[lang],
  };
}
