import { z } from 'zod';

/** Personal-information paths (client-spec §7), relative to `/api/v1/`. */
export const personalInfoPaths = {
  detail: 'quizzes/personal-info/detail/:quizId/',
  create: 'quizzes/personal-info/create/:quizId/',
  update: 'quizzes/personal-info/update/:quizId/',
} as const;

export const PersonalInfoField = z.enum(['degree', 'country', 'city', 'school', 'gender', 'birth_date']);
export type PersonalInfoField = z.infer<typeof PersonalInfoField>;

/** A quiz's `personal_info` setting: which fields it asks for and which of them must be filled. */
export const PersonalInfoConfig = z.strictObject({
  fields: z.array(z.strictObject({ name: PersonalInfoField, required: z.boolean() })).max(6),
});
export type PersonalInfoConfig = z.infer<typeof PersonalInfoConfig>;

export const Gender = z.enum(['male', 'female']);

const optionalId = z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(1).max(2_147_483_647).nullable().optional());
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max).nullable().optional());

/** JSON or form fields; empty form values mean "not given". Which are required depends on the quiz. */
export const PersonalInfoRequest = z.strictObject({
  degree: optionalText(40),
  country: optionalId,
  city: optionalId,
  school: optionalId,
  gender: z.preprocess((v) => (v === '' ? null : v), Gender.nullable().optional()),
  birth_date: z.preprocess((v) => (v === '' ? null : v), z.iso.date().nullable().optional()),
});
export type PersonalInfoRequest = z.infer<typeof PersonalInfoRequest>;

/** Saved values: ids for the lookups (names in the request's language beside them for display). */
export const PersonalInfoData = z.object({
  degree: z.string().nullable(),
  degree_label: z.string().nullable(),
  country: z.number().int().nullable(),
  country_name: z.string().nullable(),
  city: z.number().int().nullable(),
  city_name: z.string().nullable(),
  school: z.number().int().nullable(),
  school_name: z.string().nullable(),
  gender: Gender.nullable(),
  birth_date: z.string().nullable(),
  updated_at: z.string(),
});
export type PersonalInfoData = z.infer<typeof PersonalInfoData>;

/**
 * `data` is what this quiz has saved (null before the first save); `prefill` is the user's most recent
 * personal information from another quiz, offered when nothing is saved yet.
 */
export const PersonalInfoDetailResponse = z.object({
  quiz: z.number().int(),
  fields: PersonalInfoConfig.shape.fields,
  required_fields: z.array(PersonalInfoField),
  data: PersonalInfoData.nullable(),
  prefill: PersonalInfoData.nullable(),
});
export type PersonalInfoDetailResponse = z.infer<typeof PersonalInfoDetailResponse>;
