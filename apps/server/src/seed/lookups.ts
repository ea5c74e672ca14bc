import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type { Db } from '../db/client.js';
import { invalidateLookups } from '../modules/lookups/cache.js';
import { lookupsSeedRepo } from '../modules/lookups/repo.js';
import { DEMO_SCHOOLS } from './demo-schools.js';
import { SAUDI_REGIONS } from './saudi-cities.js';

countries.registerLocale(ar);
countries.registerLocale(en);

/** Every ISO 3166-1 country, Saudi Arabia's regions and cities, and the demo schools; adds only what is missing. */
export async function seedLookups(db: Db): Promise<boolean> {
  const repo = lookupsSeedRepo(db);
  const namesAr = countries.getNames('ar', { select: 'official' });
  const namesEn = countries.getNames('en', { select: 'official' });
  let added = await repo.insertCountries(
    Object.keys(namesEn).map((code) => ({ code, nameAr: namesAr[code] ?? namesEn[code] ?? code, nameEn: namesEn[code] ?? code })),
  );

  const saudiArabia = await repo.countryId('SA');
  if (saudiArabia === undefined) throw new Error('Saudi Arabia is missing from the country list');
  added += await repo.insertRegions(SAUDI_REGIONS.map((region) => ({ countryId: saudiArabia, nameAr: region.ar, nameEn: region.en })));
  const regionIds = new Map((await repo.regions(saudiArabia)).map((region) => [region.nameEn, region.id]));
  added += await repo.insertCities(
    SAUDI_REGIONS.flatMap((region) =>
      region.cities.map(([nameAr, nameEn]) => ({ countryId: saudiArabia, regionId: regionIds.get(region.en), nameAr, nameEn })),
    ),
  );

  // Demo schools go only into an empty list: once operators manage it (rename, merge, delete), a restart must
  // not bring back what they removed.
  if (!(await repo.hasSchools())) {
    const cityIds = new Map((await repo.cities(saudiArabia)).map((city) => [city.nameEn, city.id]));
    added += await repo.insertSchools(
      Object.entries(DEMO_SCHOOLS).flatMap(([city, schools]) => {
        const cityId = cityIds.get(city);
        return cityId === undefined ? [] : schools.map(([nameAr, nameEn]) => ({ cityId, nameAr, nameEn }));
      }),
    );
  }

  if (added > 0) invalidateLookups(db);
  return added > 0;
}
