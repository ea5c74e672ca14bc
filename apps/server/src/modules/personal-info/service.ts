import type { Language } from '@mizan/contract/i18n';
import {
  PersonalInfoConfig,
  type PersonalInfoData,
  type PersonalInfoDetailResponse,
  type PersonalInfoRequest,
} from '@mizan/contract/personal-info';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { schoolYearOptions } from '../lookups/school-years.js';
import type { NamedPersonalInfo, PersonalInfoRepo, PersonalInfoValues } from './repo.js';
import { ageOn, requiredFields } from './rules.js';

const MESSAGES = 'engagement-errors:personal_info';
/** Ages a date of birth may give, in years (the message names them). */
const AGE_RANGE = { min: 5, max: 100 };

/** A malformed setting asks for nothing rather than locking a quiz. */
export const parseConfig = (value: unknown): PersonalInfoConfig | null => PersonalInfoConfig.safeParse(value).data ?? null;

function degreeLabel(value: string | null, lang: Language): string | null {
  if (!value) return null;
  for (const options of Object.values(schoolYearOptions(lang))) {
    const found = options.find((o) => o.value === value);
    if (found) return found.label;
  }
  return null;
}

function toData(found: NamedPersonalInfo | undefined, lang: Language): PersonalInfoData | null {
  if (!found) return null;
  const { row } = found;
  const name = (ar: string | null, en: string | null) => (lang === 'en' && en ? en : ar);
  return {
    degree: row.degree,
    degree_label: degreeLabel(row.degree, lang),
    country: row.countryId,
    country_name: name(found.countryAr, found.countryEn),
    city: row.cityId,
    city_name: name(found.cityAr, found.cityEn),
    school: row.schoolId,
    school_name: name(found.schoolAr, found.schoolEn),
    gender: row.gender,
    birth_date: row.birthDate,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function personalInfoService(repo: PersonalInfoRepo) {
  const configOf = async (quizId: number) => {
    const quiz = await repo.quizConfig(quizId);
    if (!quiz) throw notFound();
    return parseConfig(quiz.config);
  };

  /** Checks the fields the quiz asks for, in form order, and reports the first problem under its field. */
  const validate = async (config: PersonalInfoConfig | null, input: PersonalInfoRequest, now: Date): Promise<PersonalInfoValues> => {
    if (!config?.fields.length) throw new AppError(400, 'personal_info_not_asked', `${MESSAGES}.not_asked`);
    const asked = new Set(config.fields.map((f) => f.name));
    const pick = <T>(field: keyof PersonalInfoRequest, value: T | null | undefined) => (asked.has(field) ? (value ?? null) : null);
    const values: PersonalInfoValues = {
      degree: pick('degree', input.degree),
      countryId: pick('country', input.country),
      cityId: pick('city', input.city),
      schoolId: pick('school', input.school),
      gender: pick('gender', input.gender),
      birthDate: pick('birth_date', input.birth_date),
    };
    for (const field of requiredFields(config)) {
      if (input[field] == null) throw fieldError(field, `${MESSAGES}.required`);
    }
    if (values.degree && degreeLabel(values.degree, 'en') === null) throw fieldError('degree', `${MESSAGES}.unknown_degree`);
    if (values.countryId && !(await repo.countryExists(values.countryId))) throw fieldError('country', `${MESSAGES}.unknown_country`);
    if (values.cityId) {
      const countryId = await repo.cityCountry(values.cityId);
      if (countryId === undefined) throw fieldError('city', `${MESSAGES}.unknown_city`);
      if (values.countryId && countryId !== values.countryId) throw fieldError('city', `${MESSAGES}.city_not_in_country`);
    }
    if (values.schoolId) {
      const cityId = await repo.schoolCity(values.schoolId);
      if (cityId === undefined) throw fieldError('school', `${MESSAGES}.unknown_school`);
      if (values.cityId && cityId !== values.cityId) throw fieldError('school', `${MESSAGES}.school_not_in_city`);
    }
    if (values.birthDate) {
      const age = ageOn(values.birthDate, now);
      if (age < AGE_RANGE.min || age > AGE_RANGE.max) throw fieldError('birth_date', `${MESSAGES}.birth_date_range`, AGE_RANGE);
    }
    return values;
  };

  return {
    async detail(userId: string, quizId: number, lang: Language): Promise<PersonalInfoDetailResponse> {
      const config = await configOf(quizId);
      const saved = await repo.saved(userId, quizId);
      const prefill = saved ? undefined : await repo.latestElsewhere(userId, quizId);
      return {
        quiz: quizId,
        fields: config?.fields ?? [],
        required_fields: requiredFields(config),
        data: toData(saved, lang),
        prefill: toData(prefill, lang),
      };
    },

    /** Creating twice is refused (400 non_field_errors), so a stale form cannot silently overwrite newer answers. */
    async create(userId: string, quizId: number, input: PersonalInfoRequest, lang: Language, now = new Date()) {
      const values = await validate(await configOf(quizId), input, now);
      if (!(await repo.insert(userId, quizId, values))) throw fieldError('non_field_errors', `${MESSAGES}.already_exists`);
      return this.detail(userId, quizId, lang);
    },

    async update(userId: string, quizId: number, input: PersonalInfoRequest, lang: Language, now = new Date()) {
      const values = await validate(await configOf(quizId), input, now);
      if (!(await repo.update(userId, quizId, values))) throw new AppError(404, 'not_found', `${MESSAGES}.not_saved`);
      return this.detail(userId, quizId, lang);
    },
  };
}

export type PersonalInfoService = ReturnType<typeof personalInfoService>;
