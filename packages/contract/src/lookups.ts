import { z } from 'zod';
import { paginated, PaginationQuery } from './pagination.js';
import { IntegerId } from './quizzes.js';

/** Lookup paths (client-spec §7), relative to `/api/v1/`. */
export const lookupPaths = {
  countries: 'countries/',
  cities: 'countries/countries/:countryId/cities/',
  schools: 'countries/schools/',
  school: 'countries/schools/:schoolId/',
  schoolYearOptions: 'quizzes/school-year-options/',
} as const;

/** Names are in the request's language; lists are sorted by name with that language's collation. */
export const Country = z.object({ id: z.number().int(), name: z.string(), code: z.string().length(2) });
export type Country = z.infer<typeof Country>;

export const Region = z.object({ id: z.number().int(), name: z.string() });
export const City = z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int(), region: Region.nullable() });
export type City = z.infer<typeof City>;

export const School = z.object({ id: z.number().int(), name: z.string(), city: z.object({ id: z.number().int(), name: z.string() }) });
export type School = z.infer<typeof School>;

export const LookupListQuery = PaginationQuery;
export const SchoolListQuery = PaginationQuery.extend({ city: IntegerId.optional() });
export const CountryIdParams = z.object({ countryId: IntegerId });
export const SchoolIdParams = z.object({ schoolId: IntegerId });

export const CountryListResponse = z.union([paginated(Country), z.array(Country)]);
export const CityListResponse = z.union([paginated(City), z.array(City)]);
export const SchoolListResponse = z.union([paginated(School), z.array(School)]);

/**
 * One school year or degree. `value` is the language-independent code stored with personal
 * information (e.g. `secondary_3`); `id` is its stable number as a string; `label` is localized.
 */
export const SchoolYearOption = z.object({ id: z.string(), label: z.string(), value: z.string() });
export type SchoolYearOption = z.infer<typeof SchoolYearOption>;

/**
 * Group name → options, in display order. Group names are localized and joined by underscores
 * (the client shows them as spaces): `المرحلة_الابتدائية` / `Primary_School`.
 */
export const SchoolYearOptionsResponse = z.record(z.string(), z.array(SchoolYearOption));
export type SchoolYearOptionsResponse = z.infer<typeof SchoolYearOptionsResponse>;
