import { z } from 'zod';
import { paginated } from '../pagination.js';
import { AdminListQuery, requiredBilingual } from './common.js';

const Names = z.object({ ar: z.string(), en: z.string() });
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** A city as the schools console shows it: both names, its region and country, and how many schools it has. */
export const AdminSchoolCity = z.object({
  id: z.number().int(),
  name: Names,
  region: z.object({ id: z.number().int(), name: Names }).nullable(),
  country: z.object({ id: z.number().int(), code: z.string(), name: Names }),
  schools_count: z.number().int(),
});
export type AdminSchoolCity = z.infer<typeof AdminSchoolCity>;
export const AdminSchoolCityListResponse = z.array(AdminSchoolCity);

export const AdminSchool = z.object({
  id: z.number().int(),
  /** `en` may be empty: students reading English then see the Arabic name. */
  name: Names,
  city: z.object({ id: z.number().int(), name: Names }),
  /** Students' personal information that names this school (a merge moves them, a delete needs none). */
  students_count: z.number().int(),
});
export type AdminSchool = z.infer<typeof AdminSchool>;

/** `search` matches either name, Arabic-aware (hamza forms, ta marbuta, harakat and case don't matter). */
export const AdminSchoolListQuery = AdminListQuery.extend({ city: id.optional(), region: id.optional(), country: id.optional() });
export type AdminSchoolListQuery = z.input<typeof AdminSchoolListQuery>;
export type AdminSchoolListFilter = z.infer<typeof AdminSchoolListQuery>;
export const AdminSchoolListResponse = paginated(AdminSchool);
export type AdminSchoolListResponse = z.infer<typeof AdminSchoolListResponse>;

/** Names are unique per city, compared Arabic-aware; the Arabic one is required. */
export const SchoolInput = z.strictObject({
  name: requiredBilingual(200),
  city: z.number().int().min(1),
});
export type SchoolInput = z.input<typeof SchoolInput>;
export const UpdateSchoolRequest = SchoolInput.partial();
export type UpdateSchoolRequest = z.input<typeof UpdateSchoolRequest>;

/**
 * Moves every student's personal information from this school to `into` and deletes this one, in one audited
 * transaction. Both must be in the same city unless `across_cities` confirms it; the moved records then take the
 * target's city and country too, so school and city still agree. Merging into itself is a 409.
 */
export const MergeSchoolRequest = z.strictObject({ into: z.number().int().min(1), across_cities: z.boolean().default(false) });
export type MergeSchoolRequest = z.input<typeof MergeSchoolRequest>;
export const MergeSchoolResponse = z.object({ school: AdminSchool, moved: z.number().int() });
export type MergeSchoolResponse = z.infer<typeof MergeSchoolResponse>;
